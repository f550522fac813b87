import { describe, expect, it } from 'vitest';
import { readRequestAction } from '@switchyard/local-engine';
import { REFERENCE_WITH_DELETER, planAmong } from '../support/file-tool-catalog.js';
import { attack } from './attack-table.js';

// The surfaces of the thirty-first round, all in the engine's reading of a message: everyday words of 35 more
// languages (their deletions and moves, and the ways each forbids one), short delete verbs of those languages that
// are also names, an entry written in a record kept line by line (added, not written over), and a fact told to set
// up a question (neither kept nor dropped). Each row replays what an attacker of the change found.

type Call = { tool: string; arguments: Record<string, unknown> };
const shown = (calls: readonly Call[]) => JSON.stringify(calls.map((call) => [call.tool, call.arguments]));
const plan = (message: string) => planAmong(REFERENCE_WITH_DELETER, message);
/** A call that deletes, moves or writes over something. */
const DESTROYS = /delete|move|write_file|edit_file|trash/;

/** Replays `asked`: each must destroy nothing, neither in its reading nor in what would run without asking. */
async function destroysNothing(name: string, asked: readonly string[]) {
  const broke: string[] = [];
  const row = await attack(name, asked.length, async (i) => {
    const message = asked[i]!;
    const reading = readRequestAction(message);
    const alone = plan(message).destroysAlone;
    if (reading.destroys || alone.length > 0) broke.push(`${JSON.stringify(message)} → destroys ${reading.destroys}, alone ${shown(alone)}`);
    return !reading.destroys && alone.length === 0;
  });
  expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
}

describe('the languages added this round', () => {
  it('a deletion or move they forbid destroys nothing (engine)', async () => {
    await destroysNothing('a forbidden deletion or move in an added language read as one (engine)', [
      'älä poista tiedostoa notes.txt',
      'ala siirra notes.txt kansioon archive',
      'ala poista muistista Tomia',
      'ära kustuta notes.txt',
      'mos e fshi skedarin notes.txt',
      'jangan padam fail notes.txt',
      'jgn padam notes.txt',
      'huwag niyo pong burahin ang notes.txt',
      'huwag mong i-delete ang notes.txt',
      'nemoj brisati datoteku notes.txt',
      'не изтривай файла notes.txt',
      'no esborris el fitxer notes.txt',
      'ez ezabatu notes.txt',
      'na scrios Tom ón gcuimhne',
      'na gluais notes.txt',
      'aza fafao ilay rakitra notes.txt',
      'kaua rawa e mukua notes.txt',
      'kada ka goge Tom daga memory',
      'pinga efase notes.txt',
      'musa sula notes.txt',
      'la tħassarx il-fajl notes.txt',
      'notes.txt डिलीट नगर्नुहोस्',
      'notes.txt डिलीट करू नका',
    ]);
  });

  it('a name that is a delete or move verb of theirs destroys nothing in English (engine)', async () => {
    await destroysNothing('a name that is a foreign delete verb read as a delete in English (engine)', [
      'what did Dzēs say',
      'I met Matsar yesterday; note it in journal.md',
      'who is Sil in the story? check story.md',
      'my friend Goge called, show me his contact file contacts.md',
      'my coworker Masax sent the report, show reports/q3.md',
      'the sula bird is cool, show birds.md',
      'play Padam Padam by Kylie',
      'did you delete Tom from memory?',
      'have I deleted Anna from memory?',
    ]);
  });
});

describe('an entry written in a record', () => {
  it('never writes the record over without asking (engine)', async () => {
    const asked = [
      'write in tuktuk/repair log.txt: 3 april change brake pad $12 at Pou garage',
      'write to file list.txt: eggs',
      'write to file notes.md: call mom',
      'write "eggs" to file list.txt',
      'write "eggs" to the file list.txt',
      'write to file list.txt: "eggs"',
      'write "ran 5k" to log.txt',
      'write buy milk in todo.txt',
    ];
    const broke: string[] = [];
    const row = await attack('an entry written in a record overwriting it alone (engine)', asked.length, async (i) => {
      const overwrites = plan(asked[i]!).changesAlone.filter((call) => call.tool.endsWith('write_file'));
      if (overwrites.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(overwrites)}`);
      return overwrites.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});

describe('a fact told to set up a question', () => {
  it('changes no memory without asking (engine)', async () => {
    const asked = [
      'my sister lives in Lyon, what is a good gift to send her',
      'Dani isn’t vegetarian anymore, what should I cook?',
      "Dani doesn't eat meat anymore, any recipe ideas?",
      'Tom no longer works at Acme, where does he work now?',
      'my son Rija wants to study agronomy, which university in Antananarivo is good for that',
      'Elsa wants a phone, she is 10. too early? everyone in her class has one',
    ];
    const broke: string[] = [];
    const row = await attack('a fact told before a question kept or dropped alone (engine)', asked.length, async (i) => {
      const changed = plan(asked[i]!).changesAlone.filter((call) => DESTROYS.test(call.tool) || call.tool.startsWith('memory.'));
      if (changed.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(changed)}`);
      return changed.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});
