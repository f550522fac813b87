import { describe, expect, it } from 'vitest';
import { writesLogEntry } from './log-entry.js';
import { asksOwnRecord } from './own-record.js';

const ENTRIES = [
  'rubber today 42 kg',
  'porter wage: Mingma 12 days x 2500 rs',
  'Log 3 CPD points for the vicarious trauma workshop on 9 March.',
  'put in remiders: ring the alarm compny about the shutter',
  'add to timber order 20 lenghts of 2x4 treated',
  'put in notas: dont take av 9 de julio at 18hs never again',
  'fingerboard today: 20mm edge, 7s on 3 off x6, +10kg. felt strong',
];

const NO_ENTRIES = [
  'log in to the portal',
  'convert 42 kg to pounds',
  'Question: how many legs has a spider?',
  'Note to self: buy birthday cake. (Just typing it here, no need to save it anywhere.)',
  'I weigh 72 kg today, is that healthy?',
  'add 42 and 17',
  'my back hurts today',
  // Text put into a form or a format is rewritten, not kept: "this" is what was said, not an entry.
  'put this in SBAR: patient 72, chest pain since 6am',
  'put that into bullet points: milk, eggs, flour',
];

describe('an entry for one of the person logs or lists', () => {
  it('is read from a ledger line, a place then the item, and "log" with a quantity', () => {
    for (const entry of ENTRIES) {
      expect(writesLogEntry(entry), entry).toBe(true);
      expect(asksOwnRecord(entry), entry).toBe(true);
    }
  });

  it('is not read from logging in, a conversion, a labelled question, a note kept nowhere or a sum', () => {
    for (const message of NO_ENTRIES) expect(writesLogEntry(message), message).toBe(false);
  });
});
