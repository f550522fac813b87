import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRoute } from '../route/decide-route.js';
import type { ToolSpec } from '../types.js';
import { asksOwnAffairs, asksOwnAffairsRecord } from './own-affairs.js';

const OWN_AFFAIRS = [
  'What have I got booked in March?',
  'Who still owes me money?',
  'when I must pay the bank loan',
  'When is practice this week?',
  'how many down jacket we have for rent',
  'phone number for the plumbing supplier',
  'What did our family give at the misinale last year?',
  'what samples did I send last month',
  'how much i made from gigs this year so far',
  'did i send the november invoices to the students or nah',
  'Whom did I visit in April?',
  'when is doctor apointment',
  'When is the spring concert?',
  "when's the next away game",
  'Who supplies our white lilies?',
  'who i got on drums again',
  'how much did i bill studio haru in april',
  'how much did we invoice the school last term',
  'how much do I charge for the pearl ring?',
  // Any doing of theirs, marked by a time of their own past.
  'how many hrs did i fly in march',
  'When did I last clean the gutters?',
  'how much did we harvest this year',
  'tuktuk repair, when i change the tire last time',
  'which students have not paid fees for april',
  'who hasnt paid yet',
];

const REMINDED = ['what did ben want for his tattoo again', "wats dai's day again", "Who is Viliami's mother again?", 'which of my recordings is the biggest'];

const GENERAL_OR_SMALL_TALK = [
  'When is Easter this year?',
  'how much is a school fee in Nepal usually',
  'how much should i bill for a logo',
  'who owes money in a partnership',
  "I'm tired today",
  'my back hurts, what stretch helps?',
  'When is the Coldplay concert in London?',
  'how many bones do we have',
  'how many points do i have on my visa',
  'How much should I charge per square metre for a painted sign?',
  'How much notice must I give to end a periodic tenancy?',
  'when do i put the potatoes in then',
  'what have i spent on fast food recently',
  "what's the antidote for heparin again",
  'what did I tell you a moment ago concerning Eileen?',
  'oh wait dmitri cannot eat the sunday one, what i give him instead',
  'if i pay 50,000 more early, how much interest i save?',
  'when is the best time to visit Japan',
  'what did I do wrong',
  'when did i become so tired',
  'when did the Romans invade Britain',
  'how much should we harvest this year',
  'what was i thinking yesterday',
  'which countries have not signed the treaty',
];

const referenceTools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

describe('a question about the person own affairs', () => {
  it('is read from the speaker as the one who did, owes, holds or must do something, and from their own events', () => {
    for (const question of OWN_AFFAIRS) expect(asksOwnAffairsRecord(question), question).toBe(true);
  });

  it('reads a reminder asked with "again" and a part of their things as theirs, without planning a record for it', () => {
    for (const question of REMINDED) {
      expect(asksOwnAffairs(question), question).toBe(true);
      expect(asksOwnAffairsRecord(question), question).toBe(false);
    }
  });

  it('is not read from general knowledge, advice, sums, the conversation or how the person feels', () => {
    for (const question of GENERAL_OR_SMALL_TALK) expect(asksOwnAffairs(question), question).toBe(false);
  });

  it('needs a tool beside the tools that read files and memory; the general questions and small talk still do not', () => {
    for (const message of OWN_AFFAIRS) expect(decideRoute({ message, history: [], tools: referenceTools }).needsTool, message).toBe(true);
    for (const message of GENERAL_OR_SMALL_TALK.slice(0, 5)) {
      expect(decideRoute({ message, history: [], tools: referenceTools }).needsTool, message).toBe(false);
    }
  });
});
