import { describe, expect, it } from 'vitest';
import { findPatternValues } from './glob-pattern.js';

const patterns = (text: string) => findPatternValues(text, []).map((found) => found.value);

describe('the word a file search looks for', () => {
  it('is the thing asked after, not a hedge, a contraction or a verb of losing', () => {
    expect(patterns('Where did I save my scone recipe? I have quite lost track of it.')).toEqual(['scone']);
    expect(patterns("where's my passport scan? I can't find it anywhere")).toEqual(['passport']);
    expect(patterns('wheres my lab report')).toEqual(['lab']);
  });

  it('is not a word for how old the file is', () => {
    expect(patterns('find my old history essays')).toEqual(['history']);
  });

  it('is the word a name is said to hold', () => {
    expect(patterns('I misplaced a letter to my bank; its name had the word Barclays in it. Can you look for it?')).toContain('Barclays');
  });

  it('skips function words of other languages and takes a spaced Vietnamese name whole', () => {
    expect(patterns('Найди все фотографии в папке Отпуск')).toEqual(['*.{jpg,jpeg,png}']);
    expect(patterns('Tìm các tệp có tên hóa đơn')[0]).toBe('hóa đơn');
  });

  it('keeps English words that are function words only elsewhere', () => {
    expect(patterns('find the hat receipt')).toEqual(['hat']);
  });
});

describe('a name spelled in a search', () => {
  it('leaves no guessed topic beside it', () => {
    expect(patterns('I misplaced a letter I wrote to my bank; its name had the word Barclays in it')).toEqual(['Barclays']);
  });
});

describe('what a search of the memory looks for', () => {
  it('is the words after "for" or before "in memory" where the memory is named', async () => {
    const { extractArguments } = await import('./extract-arguments.js');
    const searchNodes = {
      name: 'memory.search_nodes',
      description: 'Search for nodes in the knowledge graph based on a query',
      parameters: { type: 'object', properties: { query: { type: 'string', description: 'The search query' } }, required: ['query'] },
    };
    expect(extractArguments('search memory for nuts', searchNodes).arguments).toEqual({ query: 'nuts' });
    expect(extractArguments('look up nuts in memory', searchNodes).arguments).toEqual({ query: 'nuts' });
    expect(extractArguments('look through the memory for anyone allergic to nuts', searchNodes).arguments).toEqual({ query: 'allergic to nuts' });
    // "who's in my memory that ...": the memory is where to look; what they have in common is what is looked for.
    expect(extractArguments("who's in my memory that works at the hospital?", searchNodes).arguments).toEqual({ query: 'hospital' });
  });

  it('is the thing named before a comment on how it went missing, however short its name', () => {
    expect(patterns('find my cv pls i cant remember where i saved it')).toEqual(['cv']);
    expect(patterns('find my maths hw i swear i did it')).toEqual(['math']);
    expect(patterns("where's the insurance pdf i got last year")).toEqual(['insurance']);
    // A story before the asking, with no name yet, is no comment: the name comes after it.
    expect(patterns('where did i put the budget file')).toEqual(['budget']);
  });

  it('is a kind of file written with its dot before a word for files, though no list of extensions holds it', () => {
    expect(patterns('find all my .ai files, illustrator keeps losing them')).toEqual(['*.ai']);
    expect(patterns('find every .R file i have')).toEqual(['*.R']);
    // Without a dot, "ai" is a word.
    expect(patterns('find my ai files')).not.toContain('*.ai');
  });

  it('matches a hyphenated name however a file writes it', () => {
    expect(patterns("what's on my to-do list?")).toEqual(['*to*do*']);
  });

  it('matches a document named by a phrase however a file joins its words', () => {
    // "to do" is all function words: both are kept ("todo.md", "to-do.txt", "to_do.md").
    expect(patterns('read me my to do list')).toEqual(['*to*do*']);
    expect(patterns("what's on my seeds to buy list?")).toEqual(['*seed*buy*']);
    expect(patterns('show me my places to visit list')).toEqual(['*place*visit*']);
  });

  it('takes a word that is a verb elsewhere when it says which list', () => {
    expect(patterns("what's on my reading list?")).toEqual(['reading']);
    expect(patterns('show me the packing list')).toEqual(['packing']);
  });

  it('leaves a name of one run of words to its first word', () => {
    expect(patterns('show me my victoria sponge recipe')).toEqual(['victoria']);
    expect(patterns("what's on my shopping list?")).toEqual(['shopping']);
  });
});
