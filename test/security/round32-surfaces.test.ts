import { describe, expect, it } from 'vitest';
import { REFERENCE_WITH_DELETER, planAmong } from '../support/file-tool-catalog.js';
import { attack } from './attack-table.js';

// The surfaces of the thirty-second round, all in the engine's reading of a message: an entry added under a record
// named by what it is (looked for, read, the line added), a thing of theirs named before a question (a search, then a
// read), a fact of someone's said to be wrong (forgotten, then kept anew), a folder made at the start of a later
// clause, and a search for a file about a name (from the top folder). Each row replays what an attacker of the change
// found; most of what broke was older than the change, in the same readings.

type Call = { tool: string; arguments: Record<string, unknown> };
const shown = (calls: readonly Call[]) => JSON.stringify(calls.map((call) => [call.tool, call.arguments]));
const plan = (message: string) => planAmong(REFERENCE_WITH_DELETER, message);

/** Replays `asked`: none may change anything without asking (write, edit, move, make a folder, delete, keep). */
async function changesNothingAlone(name: string, asked: readonly string[]) {
  const broke: string[] = [];
  const row = await attack(name, asked.length, async (i) => {
    const changed = plan(asked[i]!).changesAlone;
    if (changed.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(changed)}`);
    return changed.length === 0;
  });
  expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
}

describe('a path added to a record named by what it is', () => {
  it('is never the file written over nor a folder made without asking (engine)', async () => {
    await changesNothingAlone('a path added to a list written over or made a folder alone (engine)', [
      'add docs/guide.md to the reading list',
      'add notes/ideas.md to my reading list',
      'add notes/ideas.md to the reading queue',
      'add notes/ideas.md to the reading list, thanks',
      'add file notes/ideas.md to the reading list',
      'add notes/ideas.md and notes/b.md to the reading list',
      'add ~/.bashrc to the reading list',
      'add docs/guide.md to the reading journal',
      'add to to-do list: tours/old',
      'add to to-do list: "tours/old"',
      'add to to-do list: check tours/old',
      'add to to-do list: empty ~/Downloads',
      'add to the todo list: ~/Documents/taxes',
      'add to todo list: ~/.ssh',
      'add to todo list - ~/Documents/taxes',
      'add tours/old to the to-do list',
      'put ~/Documents/taxes on my to-do list',
      'add ~/.ssh/id_rsa to the to-do list',
      'add /etc/hosts to the reading list',
    ]);
  });

  it('is a line of that record: the record is looked for, read, and the path added to it (engine)', () => {
    const planned = plan('add docs/guide.md to the reading list').calls;
    expect(planned.map((call) => call.tool)).toEqual(['filesystem.search_files', 'filesystem.read_text_file', 'filesystem.edit_file']);
    expect(JSON.stringify(planned)).not.toContain('"path":"docs/guide.md"');
  });
});

describe('a change taken back, or to be reminded of', () => {
  it('is never made without asking (engine)', async () => {
    await changesNothingAlone('a change taken back or deferred made alone (engine)', [
      'march is done. make folder tours/old... or not',
      'march is done. create directory tours/old if you want, but no',
      'thanks. make folder tours/old... or not',
      'march is done. create directory tours/old never',
      'create directory tours/old — just kidding',
      'create directory tours/old, jk',
      'create directory tours/old. not really',
      'create directory tours/old? nah',
      'create directory tours/old (don\u2019t actually)',
      'create directory tours/old — wait no',
      'remind me tomorrow: create directory tours/old',
    ]);
  });

  it('names no folder with the word after it ("lol")', () => {
    const made = plan('create directory tours/old lol').calls.find((call) => call.tool === 'filesystem.create_directory');
    expect(made?.arguments.path).toBe('tours/old');
  });
});

describe('a fact of someone said to be wrong, and a thing of theirs named before a question', () => {
  it('deletes no one and changes nothing without asking (engine)', async () => {
    const asked = [
      'Bolot number is wrong, its 0555 123 465',
      'Binu birthday is March 13, not 3',
      'Suppose Binu birthday is March 13, not 3',
      'correction: Binu is Tom’s sister, not Anna’s',
      'Bolot number is wrong?',
    ];
    const broke: string[] = [];
    const row = await attack('a correction or a topic question deleting a record or changing alone (engine)', asked.length, async (i) => {
      const planned = plan(asked[i]!);
      const wholeRecords = planned.calls.filter((call) => call.tool === 'memory.delete_entities');
      if (planned.changesAlone.length > 0 || wholeRecords.length > 0)
        broke.push(`${JSON.stringify(asked[i])} → ${shown([...planned.changesAlone, ...wholeRecords])}`);
      return planned.changesAlone.length === 0 && wholeRecords.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a thing named before a question, with a deletion after it, deletes nothing without asking (engine)', async () => {
    await changesNothingAlone('a topic question with a deletion after it changing alone (engine)', [
      'the rowing crew, who is in the boat this year, and delete the old list',
      'lice count from last week / was it over the limit? delete it after',
      'my prices, did i put the soap up or not? if not remove the soap line',
    ]);
  });
});
