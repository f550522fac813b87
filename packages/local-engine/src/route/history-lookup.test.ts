import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { NO_MODEL_ANSWER } from './fixed-answers.js';
import { lookUpHistory } from './history-lookup.js';
import { decideRoute } from './decide-route.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { standaloneRequest } from './standalone-request.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));

describe('a question about what was said earlier', () => {
  it('is answered from the turn about what it asks of', () => {
    const answer = lookUpHistory('what did I tell you about Greta?', said('Greta keeps bees', 'Noted.'));
    expect(answer?.found).toBe(true);
  });

  it('reads "concerning" and "regarding" as "about"', () => {
    const history = said('Eileen is my younger sister; please remember her.', 'Noted that Eileen is your younger sister.');
    expect(lookUpHistory('What did I tell you a moment ago concerning Eileen?', history)?.found).toBe(true);
    expect(lookUpHistory('What did I tell you regarding Tom?', history)?.found).toBe(false);
  });

  it('answers "what was that file again?" from the conversation, its "that file" not written as the file', () => {
    const turns = said('show me the bacalhau one', 'Read recipes/bacalhau-a-bras.md.');
    expect(standaloneRequest('what was that file again?', turns)).toBe('what was that file again?');
    expect(lookUpHistory('what was that file again?', turns)?.answer).toContain('recipes/bacalhau-a-bras.md');
    expect(lookUpHistory('which file was it?', turns)?.found).toBe(true);
    // "delete that file" acts on it.
    expect(standaloneRequest('delete that file', turns)).toContain('recipes/bacalhau-a-bras.md');
  });

  it('answers "what did you just say, i missed it" with the last reply, its file not read', () => {
    const turns = said('where is my tax letter', 'It is in documents/tax-2024.pdf, saved last week.');
    expect(standaloneRequest('what did you just say i missed it', turns)).toBe('what did you just say i missed it');
    expect(lookUpHistory('what did you just say i missed it', turns)?.answer).toContain('documents/tax-2024.pdf');
    expect(lookUpHistory('sorry, can you say that again?', turns)?.found).toBe(true);
    // Asked about a thing, the turn about it answers, not the last reply.
    expect(lookUpHistory('open it', turns)).toBeUndefined();
  });

  it('is not answered by the conversation when no turn speaks of what it asks about', () => {
    const answer = lookUpHistory('what did I tell you about Omar?', said('what did I tell you about Greta', 'You told me Greta keeps bees.'));
    expect(answer?.found).toBe(false);
  });

  it('quotes the turn about what it asks of, never the last thing said about something else', () => {
    const turns = said('remember that Priya is my colleague and she loves matcha', 'Saved.', "a person, he's my coworker", 'Saved Tomasz.');
    const answer = lookUpHistory('what do you remember about Priya?', turns);
    expect(answer?.answer).toContain('Priya is my colleague');
    expect(answer?.answer).not.toContain('coworker');
  });

  it('answers with the last thing said only when that is what it asks', () => {
    expect(lookUpHistory('what did I just say?', said('my name is Ana', 'Nice to meet you.'))?.answer).toContain('my name is Ana');
    // "where did I write down ..." asks where a thing was put, not what was said.
    expect(lookUpHistory('where did I write down the dentist appointment?', said('open the last one', 'Here is journal/b.md.'))).toBeUndefined();
    const other = lookUpHistory('do you remember the way to the station?', said('open the last one', 'Here is journal/b.md.'));
    expect(other?.found).toBe(false);
  });

  it('finds the file asked about in what a reply says was done, once the turn that asked it is no longer kept', () => {
    // The kept messages start after the user's "read money/budget-2026.csv": its reply's opening line still says it.
    const kept: EngineMessage[] = [
      { role: 'assistant', content: 'Read money/budget-2026.csv.\n\n✓ filesystem.read_text_file(...):\nmonth,amount\nsee notes/other.md' },
      { role: 'user', content: 'how much did I spend on hobbies in February?' },
      { role: 'assistant', content: 'I have no language model to answer open questions like this one.' },
      { role: 'user', content: 'which file did I just read?' },
      { role: 'assistant', content: 'Which file should I read?' },
    ];
    // Said as the reply said it: a reply may name a path the user never wrote.
    expect(lookUpHistory('what was the file I mentioned?', kept)?.answer).toBe('Earlier I said: "Read money/budget-2026.csv."');
    expect(lookUpHistory('which file did I just read?', kept.slice(0, 3))?.answer).toBe('Earlier I said: "Read money/budget-2026.csv."');
    // The text a copy wrote, taken from the file it read, is no file acted on.
    const copied: EngineMessage[] = [{ role: 'assistant', content: 'Read LICENSE and wrote COPYING with content "see secrets/keys.txt".' }];
    expect(lookUpHistory('what was the file I mentioned?', copied)?.found).toBe(false);
    // A path only a tool's output holds is no file the user mentioned.
    const quoted: EngineMessage[] = [{ role: 'assistant', content: 'Here is what it says:\nsee notes/other.md' }];
    expect(lookUpHistory('what was the file I mentioned?', quoted)?.found).toBe(false);
  });

  it('answers which file was just read with the newest, whether the user named it or a reply said it read it', () => {
    const turns = said(
      'read the file menus/drinks-prices.txt',
      'Read menus/drinks-prices.txt.\n\nlatte 3.40',
      'open the second one',
      'Read recipes/granola.txt.\n\noats',
    );
    expect(lookUpHistory('which file did I just read?', turns)?.answer).toBe('Earlier I said: "Read recipes/granola.txt."');
    // The reply did what the turn before it named: said in the user's own words.
    expect(lookUpHistory('what was the file I mentioned?', turns.slice(0, 2))?.answer).toBe('You mentioned menus/drinks-prices.txt.');
  });

  it('never answers with its own fixed answers or an earlier question about the conversation', () => {
    const turns = said(
      'find my meeting notes',
      'Searched files in your top folder with pattern "**/*meeting*".',
      'what was the file you found just now?',
      `${NO_MODEL_ANSWER} If this is about something your tools hold (filesystem, memory), name the file, folder or entry and ask again.`,
    );
    const answer = lookUpHistory('what was the file I mentioned?', turns)?.answer;
    expect(answer).not.toContain('language model');
    expect(answer).not.toContain('what was the file you found');
    expect(answer).toBe('Earlier I said: "Searched files in your top folder with pattern "**/*meeting*"."');
    // With nothing else about files said, the conversation does not hold it.
    expect(lookUpHistory('what was the file I mentioned?', turns.slice(2))?.found).toBe(false);
  });

  it('hears "the file I just asked about" as a question about the conversation', () => {
    const turns = said('read Pasieka/Varroa-Treatment-Plan.txt', 'Read Pasieka/Varroa-Treatment-Plan.txt.');
    expect(lookUpHistory('what was the file I just asked about?', turns)?.answer).toBe('You mentioned Pasieka/Varroa-Treatment-Plan.txt.');
    expect(lookUpHistory('what was the file I just opened?', turns)?.found).toBe(true);
    expect(lookUpHistory('Which file was I asking you about just now?', turns)?.found).toBe(true);
  });
});

describe('a fact of an acquaintance the conversation does not hold', () => {
  it('is looked up in an offered memory, not answered as missing from the conversation', () => {
    const asked = "When is Ken's birthday? I told you before but I do not remember.";
    expect(decideRoute({ message: asked, history: [], tools: mcpTools }).rule).toBeUndefined();
    // Without a memory to look in, it is still what the conversation does not hold.
    expect(decideRoute({ message: asked, history: [], tools: [] }).rule).toBe('historyMissing');
  });
});
