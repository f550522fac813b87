import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { asksOwnAffairsRecord } from '../intent/own-affairs.js';
import { asksOwnRecord } from '../intent/own-record.js';
import { readRequestAction } from '../intent/request-action.js';
import { findReplacementPair } from '../extract/replacement-pair.js';
import { findSpokenPaths } from '../extract/spoken-paths.js';
import { correctedToldFactRequest } from './corrected-told-fact.js';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { BARE_NUMBER_REASON } from '../select/ambiguous-edit.js';
import type { EngineMessage, ToolSpec } from '../types.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];
const told = (fact: string): EngineMessage[] => [
  { role: 'user', content: fact },
  { role: 'assistant', content: 'Saved.' },
];

// Readings from what a twenty-third writer's people typed, each in its general form.
describe('who works when: the roster of the place the speaker works', () => {
  it('reads a shift, a duty or a day of work asked after', () => {
    for (const message of [
      'who is on sunday shift',
      'Who is on Saturday night shift',
      'whos on call this weekend',
      'which drivers on leave this wk',
      'who is working sunday',
      'when am i working this week',
      'who is off today',
    ])
      expect(asksOwnAffairsRecord(message), message).toBe(true);
  });

  it('leaves who works on something, who is on a banknote and who plays on a day to what the world knows', () => {
    for (const message of ['who is working on a cure for cancer', 'who is on the $20 bill', 'who is playing on sunday', 'when do shops open on sunday'])
      expect(asksOwnAffairsRecord(message), message).toBe(false);
  });
});

describe('where to look, said after the question without a comma', () => {
  it('reads a record to check at the end of a question', () => {
    expect(asksOwnRecord('when is the van due for service check arac bakim file')).toBe(true);
    expect(asksOwnRecord('what time is the recital see the schedule')).toBe(true);
  });

  it('reads no record in a how-to or a sight to see', () => {
    for (const message of ['how do I check the oil level', 'what should I see in the british museum', 'is it worth it check the reviews'])
      expect(asksOwnRecord(message), message).toBe(false);
  });
});

describe('two versions of one document compared', () => {
  it('reads names that share their stem, or one name in two versions', () => {
    for (const message of [
      'compare menu-vi and menu-en in menu, are the prices the same?',
      'compare report_2023 with report_2024',
      'can you compare figue v3 and v4',
    ])
      expect(asksOwnRecord(message), message).toBe(true);
  });

  it('reads no document in two things that only have a dash', () => {
    for (const message of ['compare covid-19 and flu', 'compare x-ray and mri', 'compare python and java']) expect(asksOwnRecord(message), message).toBe(false);
  });
});

describe('a correction said as "the new, not the old" with nothing before it', () => {
  it('takes out the fact as told and puts it back with only the old words changed', () => {
    expect(correctedToldFactRequest('no wait they were installed 2018 not 2019', told('remember the boiler was installed 2019'))).toBe(
      'forget that the boiler was installed 2019 and remember that the boiler was installed 2018',
    );
    expect(correctedToldFactRequest('Correction: after 7 pm, not 6', told('Remember: Ravi prefers calls after 6 pm'))).toBe(
      'forget that Ravi prefers calls after 6 pm and remember that Ravi prefers calls after 7 pm',
    );
    expect(correctedToldFactRequest("Oh dear, it's the 27th, not the 20th.", told('Please remember that Bjørn visits on the 20th'))).toBe(
      'forget that Bjørn visits on the 20th and remember that Bjørn visits on the 27th',
    );
  });

  it('corrects nothing the person did not ask to keep, nor words the fact does not hold', () => {
    expect(
      correctedToldFactRequest('pizza, not pasta', [
        { role: 'user', content: 'what should I cook tonight' },
        { role: 'assistant', content: 'Try pasta.' },
      ]),
    ).toBeUndefined();
    expect(correctedToldFactRequest('Tuesday not Friday', told('remember the bins go out Monday'))).toBeUndefined();
  });
});

describe('a phone number changed to another, written in groups', () => {
  it('takes each number whole as a side of the change', () => {
    const pair = findReplacementPair('in the teklif template change the phone 0532 111 22 33 to 0533 444 55 66');
    expect([pair?.first.value, pair?.second.value]).toEqual(['0532 111 22 33', '0533 444 55 66']);
    expect(readRequestAction('in the teklif template change the phone 0532 111 22 33 to 0533 444 55 66').action).toBe('edit');
  });

  it('waits for a yes to change a number alone, which may stand inside a longer one, but not to preview it', () => {
    const held = (message: string) => selectCalls({ message, history: [], tools }).handOver ?? [];
    expect(held('change the phone 555 12 to 555 13 in phones.md')).toContain(BARE_NUMBER_REASON);
    expect(held('preview replacing "3000" with "6666" in notes/config.yml')).not.toContain(BARE_NUMBER_REASON);
  });
});

describe('command words that are words of a language too', () => {
  it('reads "du" in Norwegian as the word it is, not a disk-usage command', () => {
    expect(readRequestAction('Takk for hjelpen, du er snill.').action).toBeUndefined();
    expect(findSpokenPaths('du er snill')).toEqual([]);
    expect(decideRoute({ message: 'Takk for hjelpen, du er snill.', history: [], tools }).needsTool).toBe(false);
  });

  it('still reads the commands where they are commands', () => {
    expect(readRequestAction('du -sh photos').action).toBe('info');
    expect(readRequestAction('cat config/settings.yaml').action).toBe('read');
    expect(readRequestAction('tree photos').action).toBe('list');
  });
});

describe('a verb with "for me" joined to it in Arabic', () => {
  it('reads "افتحلي" (open for me) as "افتح" (open)', () => {
    expect(readRequestAction('افتحلي ملف قائمة الأسعار').action).toBe(readRequestAction('افتح ملف قائمة الأسعار').action);
    expect(decideRoute({ message: 'افتحلي ملف قائمة الأسعار', history: [], tools }).needsTool).toBe(true);
  });
});

describe('a file placed in a folder said after it', () => {
  const path = (message: string) => selectCalls({ message, history: [], tools }).calls[0]?.arguments;

  it('renames inside that folder: the new name goes where the old one is', () => {
    expect(path('rename notes.txt in docs to old-notes.txt')).toEqual({ source: 'docs/notes.txt', destination: 'docs/old-notes.txt' });
    expect(path('rename dar_01.jpg in Modele/zdjecia to dar_dziob.jpg')).toEqual({
      source: 'Modele/zdjecia/dar_01.jpg',
      destination: 'Modele/zdjecia/dar_dziob.jpg',
    });
  });

  it('reads a capitalised folder name as the folder, but a language or a month as how or when', () => {
    expect(path('when i last changed leki.txt in Dokumenty')).toEqual({ path: 'Dokumenty/leki.txt' });
    expect(path('open leki.txt from Dokumenty')).toEqual({ path: 'Dokumenty/leki.txt' });
    expect(path('translate notes.txt in French')).toEqual({ path: 'notes.txt' });
    expect(path('I wrote notes.txt in March, show it')).toEqual({ path: 'notes.txt' });
  });
});

describe('an event a thing came from, or a trip went to, is no folder', () => {
  it('searches the whole folder for notes from a meeting or photos of a trip', () => {
    expect(findSpokenPaths('find the notes from my meeting with the landlord')).toEqual([]);
    expect(findSpokenPaths('find the photos from my trip to Rome')).toEqual([]);
    expect(findSpokenPaths('move x.txt from desktop to notes').map((path) => path.text)).toContain('notes');
  });
});
