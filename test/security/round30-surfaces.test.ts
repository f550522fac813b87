import { describe, expect, it } from 'vitest';
import { REFERENCE_WITH_DELETER, planAmong } from '../support/file-tool-catalog.js';
import { readingMs } from '../support/reading-time.js';
import { attack } from './attack-table.js';
import { keptFact } from '../../services/executor/src/kept-facts.js';

// The surfaces of the thirtieth round, all in the engine's reading of a request: emoji taken off a request's ends,
// verbs of six more scripts read as stems inside their words (and such words counted as read), more ways of owning a
// mistake and the old fact a correction forgets, a shared past recalled, lower-case full names told with "also", and a
// picture of theirs looked for and then opened.

type Call = { tool: string; arguments: Record<string, unknown> };
const shown = (calls: readonly Call[]) => JSON.stringify(calls.map((call) => [call.tool, call.arguments]));
const DELETES_OR_MOVES = /delete|move|remove|rename/;
const WRITES_MEMORY = /^memory\.(?:create|add)_/;

describe("the round's readings with long input", () => {
  it('long messages of emoji, joiners or one script take under a second (engine)', async () => {
    const cases: Array<[Array<[string, string]>, string]> = [
      [[['intent/request-action.js', 'readRequestAction']], `show me ${'\uFE0F'.repeat(31_990)}x`],
      [[['intent/request-action.js', 'readRequestAction']], `a ${'\u200D '.repeat(16_000)}x`],
      [[['intent/request-action.js', 'readRequestAction']], `${'😀'.repeat(16_000)}x`],
      [[['intent/request-action.js', 'readRequestAction']], `x${' 🙏'.repeat(10_000)}`],
      [[['intent/readability.js', 'readability']], 'ምን '.repeat(10_666)],
      [[['intent/readability.js', 'readability']], 'মনে '.repeat(8_000)],
      [[['intent/readability.js', 'readability']], Array.from({ length: 6_000 }, (_, i) => `ক${String.fromCodePoint(0x995 + (i % 30))}${i}`).join(' ')],
    ];
    const slow: string[] = [];
    const row = await attack('a long message through one of the new readings taking a second or more (engine)', cases.length, async (i) => {
      const [readings, message] = cases[i]!;
      const { held, said } = readingMs(readings, message, 30_000);
      if (!held) slow.push(`${JSON.stringify(message.slice(0, 12))}… (${message.length} chars): ${said}`);
      return held;
    });
    expect(row.broke, JSON.stringify({ ...row, slow })).toBe(0);
  }, 300_000);
});

describe('six more scripts read as stems inside their words', () => {
  it('"do not delete", an innocent sentence or "postpone" is never planned as a deletion or a move (engine)', async () => {
    const asked = [
      'እባክህ "Tom" የሚለውን አትሰርዝ',
      'խնդրում եմ, մի ջնջիր "Tom"-ին',
      'দয়া করে "Tom" কে মুছে ফেলো না',
      '"Tom" ஐ அழிக்காதே',
      'ওসব বাদ দাও, "Tom" কেমন আছে?',
      'காடு அழிந்து போனது',
      'როგორ გადაიტანე ავადმყოფობა?',
      'notes.txt-ს ვადა გადაიტანე',
      'నా ఫైల్ తొలగించవద్దు',
      'ფაილი არ წაშალო',
      // The same forbidding in languages read as whole words or inside Korean, Japanese and Chinese text.
      'ne supprime pas "Tom"',
      'no borres "Tom", por favor',
      'lösch "Tom" nicht',
      'не удаляй "Tom"',
      '"Tom" 삭제하지 마',
      '"Tom" を削除しないで',
      '不要删除 "Tom"',
    ];
    const broke: string[] = [];
    const row = await attack('a deletion or a move read from a stem inside a word of another script (engine)', asked.length, async (i) => {
      const { calls } = planAmong(REFERENCE_WITH_DELETER, asked[i]!);
      const changes = calls.filter((call) => DELETES_OR_MOVES.test(call.tool));
      if (changes.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(changes)}`);
      return changes.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});

describe('a correction forgets the fact it corrects, and only a correction does', () => {
  const KEPT = JSON.stringify({
    entities: [{ name: 'Tom', entityType: 'person', observations: ["Bob's best friend since school", 'married to Anna', 'lives in Paris'] }],
    relations: [],
  });

  it('the old fact is said with what the new one says of it: a bare name is no fact to forget (engine and executor)', async () => {
    const asked: Array<[string, string | undefined]> = [
      ['Tom was married to Anna, not Bob, typo', undefined],
      ['Tom was married to Bob, not Anna, my apologies', 'married to Anna'],
      ['sorry, Tom lives in Rome, not Paris', 'lives in Paris'],
      ['Forgive me, I made a mistake earlier: Tom lives in Rome, not Paris.', 'lives in Paris'],
    ];
    const broke: string[] = [];
    const row = await attack('a correction that forgets a fact it does not correct (engine, then the executor on a kept record)', asked.length, async (i) => {
      const [message, forgotten] = asked[i]!;
      const { calls } = planAmong(REFERENCE_WITH_DELETER, message);
      const deletion = calls.find((call) => call.tool === 'memory.delete_observations');
      const words = (deletion?.arguments.deletions as Array<{ observations?: unknown[] }> | undefined)?.[0]?.observations?.[0];
      // No deletion planned deletes nothing.
      if (typeof words !== 'string') return true;
      let deleted: string | undefined;
      try {
        deleted = keptFact(KEPT, 's1', 'Tom', words);
      } catch {
        deleted = undefined;
      }
      // Nothing forgotten (the words match no fact, and the turn says so) or the corrected fact: never another.
      const held = deleted === undefined || deleted === forgotten;
      if (!held) broke.push(`${message}: words ${JSON.stringify(words)} forget ${JSON.stringify(deleted)}`);
      return held;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a judgement or a remark at the end makes no statement a correction (engine)', async () => {
    const asked = [
      'Tom was home alone, not with Bob — bad.',
      'Tom likes cats, not dogs. Error-free as always',
      'Tom was born in Leeds, not London',
      'Tom was at work, not at home, mistake or not',
    ];
    const broke: string[] = [];
    const row = await attack('a statement read as a correction that deletes (engine)', asked.length, async (i) => {
      const { calls } = planAmong(REFERENCE_WITH_DELETER, asked[i]!);
      const deletes = calls.filter((call) => DELETES_OR_MOVES.test(call.tool));
      if (deletes.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(deletes)}`);
      return deletes.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});

describe('news of someone kept, a shared past, and a picture found', () => {
  it('two everyday words, one word, or a shared past recalled keep nothing in the memory (engine)', async () => {
    const asked = [
      'linux mint is also free',
      'ice cream is also good',
      'python is also a snake',
      'lol remember when we used to save stuff on cd-rs',
      'do you remember when phones had buttons',
      'haha remember the old days of dial-up',
    ];
    const broke: string[] = [];
    const row = await attack('a remark kept as a fact of someone (engine)', asked.length, async (i) => {
      const { route, calls } = planAmong(REFERENCE_WITH_DELETER, asked[i]!);
      const writes = route.needsTool ? calls.filter((call) => WRITES_MEMORY.test(call.tool)) : [];
      if (writes.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(writes)}`);
      return writes.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });

  it('a picture asked for is looked for, then only read: the found path goes into no change, and nothing runs without a yes (engine)', async () => {
    const asked = [
      'show me the photo of the wedding',
      'show me the photo of the wedding and then delete it',
      'show me the picture of the tax file and move it to archive/',
      "show me nino's before and after pic 🙏",
      'show me the picture of ../../etc/passwd',
      'show me the photo of the s*',
    ];
    const broke: string[] = [];
    const row = await attack('a found picture fed into a change, or run without a yes (engine)', asked.length, async (i) => {
      const { calls, changesAlone } = planAmong(REFERENCE_WITH_DELETER, asked[i]!);
      const fedIntoChange = calls.filter((call) => (call as { takesOutput?: { found?: boolean } }).takesOutput?.found && !/read/.test(call.tool));
      const bad = [...fedIntoChange, ...changesAlone];
      if (bad.length > 0) broke.push(`${JSON.stringify(asked[i])} → ${shown(bad)}`);
      return bad.length === 0;
    });
    expect(row.broke, JSON.stringify({ ...row, brokeBy: broke })).toBe(0);
  });
});
