import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { actionFit, readRequestAction, readToolAction } from './index.js';

const tool = (name: string, description: string, properties: Record<string, { type: string }> = {}): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties },
});

/** Made-up tools of a knowledge graph that keeps people, facts about them and links between them. */
const book = [
  tool('book.add_people', 'Add new people to the knowledge graph.', { people: { type: 'array' } }),
  tool('book.add_links', 'Add links between people in the knowledge graph.', { links: { type: 'array' } }),
  tool('book.add_facts', 'Add facts about people already in the knowledge graph.', { facts: { type: 'array' } }),
  tool('book.remove_people', 'Remove whole entries of people from the knowledge graph, with every link they have.', { names: { type: 'array' } }),
  tool('book.remove_facts', 'Remove single facts from people in the knowledge graph.', { facts: { type: 'array' } }),
  tool('book.remove_links', 'Remove links between people from the knowledge graph.', { links: { type: 'array' } }),
  tool('book.read_all', 'Read the whole knowledge graph.'),
  tool('book.find', 'Search the knowledge graph for people matching a query.', { query: { type: 'string' } }),
  tool('book.open_people', 'Open the entries of the named people in the knowledge graph.', { names: { type: 'array' } }),
];

const best = (message: string): string => {
  const request = readRequestAction(message);
  const fits = book.map((candidate) => ({ name: candidate.name, fit: actionFit(request, readToolAction(candidate)) }));
  const top = Math.max(...fits.map((entry) => entry.fit));
  return fits
    .filter((entry) => entry.fit === top)
    .map((entry) => entry.name)
    .join(' ');
};

describe('a request told first and pointed back at after', () => {
  it('reads the verb of a later clause that points back at what was just told', () => {
    expect(readRequestAction("Tina isn't vegan anymore, remove that").action).toBe('destroy');
    expect(readRequestAction('Jo and Kim got engaged! record that').action).toBe('create');
    expect(readRequestAction('Hugo moved to Oslo, add that').action).toBe('write');
    expect(readRequestAction('Omar no longer manages Dana - drop that link').action).toBe('destroy');
  });

  it('reads it as the memory of the people named, and a correction as keeping the right fact', () => {
    const told = readRequestAction('Hugo moved to Oslo, add that');
    expect(told.objects.has('memory')).toBe(true);
    expect(readRequestAction("Omar's birthday is the 2nd, not the 3rd, fix that").action).toBe('write');
  });

  it('reads "do you have anything on X" as a look-up of what was told', () => {
    for (const message of ['do you have anything on the albrights', 'you got anything about Priya?', 'do u keep any notes on my landlord']) {
      const request = readRequestAction(message);
      expect([request.action, request.objects.has('memory')], message).toEqual(['search', true]);
    }
  });

  it('leaves a story with a later verb alone when nothing is pointed back at', () => {
    expect(readRequestAction('I went to the market, bought some apples').action).toBeUndefined();
  });
});

describe('which tool of a contact book a request fits', () => {
  it('removes a link when the request names a link or relation, not the people', () => {
    expect(best('Carla and Ben broke up, remove the dating relation')).toBe('book.remove_links');
    expect(best("Omar doesn't manage Dana anymore, drop that link")).toBe('book.remove_links');
  });

  it('removes one fact said to be over, and the whole person when asked to forget them', () => {
    expect(best("Tina isn't vegan anymore, remove that")).toBe('book.remove_facts');
    expect(best('please forget my old landlord, Victor')).toBe('book.remove_people');
  });

  it('adds a link when asked to link or connect someone, or when a pair got married', () => {
    expect(best('connect Vera to the chess club as a member')).toBe('book.add_links');
    expect(best('link Omar to project Zephyr, he runs it')).toBe('book.add_links');
    expect(best('Jo and Kim got married! record that')).toBe('book.add_links');
  });

  it('reads everyone at once with the tool that takes nothing, and one person with a look-up', () => {
    expect(best('list all the people you have in memory')).toBe('book.read_all');
    expect(best('what have I told you so far? everything')).toBe('book.read_all');
    expect(best('what do you remember about Greta?')).not.toBe('book.read_all');
    // Asked with nothing named, only the whole memory answers.
    for (const message of ['what do you remember?', 'what do you know about me', 'what do you remember about me and my people?']) {
      expect(best(message), message).toBe('book.read_all');
    }
  });

  it('keeps a fact handed over with "store this -"', () => {
    expect(readRequestAction("store this - Greta's phone number is 555-0199")).toMatchObject({ action: 'write' });
    expect(readRequestAction("store this - Greta's phone number is 555-0199").objects.has('memory')).toBe(true);
  });
});

describe('what a tool about relations is', () => {
  it('is named by its name when the name has a verb and an object, whatever its description adds', () => {
    const removePeople = book.find((entry) => entry.name === 'book.remove_people') as ToolSpec;
    const removeLinks = book.find((entry) => entry.name === 'book.remove_links') as ToolSpec;
    expect(readToolAction(removePeople).relates).toBe(false);
    expect(readToolAction(removeLinks).relates).toBe(true);
    expect(readToolAction(tool('link', 'Create a relation between two records.')).relates).toBe(true);
  });
});

describe('more ways to ask for a part or all of the memory', () => {
  it('reads the people the assistant knows as its memory, and "take that out" and "scratch" as removing', () => {
    expect(best('show me everyone you have stored')).toBe('book.read_all');
    expect(readRequestAction('Omar doesnt manage Dana anymore, take that out').action).toBe('destroy');
    expect(best('scratch the note that Hugo is away in May')).toBe('book.remove_facts');
  });

  it('makes someone new of a person introduced by their tie in another language, as in English', () => {
    const english = best('remember that my neighbour Greta keeps bees');
    expect(english).toContain('book.add_people');
    expect(best('Recuerda que mi vecina Greta tiene abejas')).toBe(english);
    expect(best('Merk dir, dass meine Nachbarin Greta Bienen hat')).toBe(english);
    expect(best('Retiens que ma voisine Greta a des abeilles')).toBe(english);
    // A fact of someone named with no tie stays a fact.
    expect(readRequestAction('Recuerda que Greta tiene abejas').action).toBe('write');
  });
});

describe('a question of what the memory holds', () => {
  it('searches the memory when the question names it and asks whether anything is there', () => {
    for (const message of ["does memory have anything on 'Elm Road'?", 'anyone in memory who likes chess?']) {
      const request = readRequestAction(message);
      expect(request.action, message).toBe('search');
      expect(request.objects.has('memory'), message).toBe(true);
    }
    expect(readRequestAction('what is stored in memory in a computer?').action).toBeUndefined();
  });
});

describe('a question that asks to be reminded', () => {
  it('searches the memory where "again" closes the question or the request says "your notes"', () => {
    for (const message of ['whats the deal with anjali again? any notes', "who's got plot 14 again? my brain is mush", 'anything on elm st in your notes']) {
      const request = readRequestAction(message);
      expect(request.action, message).toBe('search');
      expect(request.objects, message).toContain('memory');
    }
  });

  it('reads the named file instead where the request names one', () => {
    const request = readRequestAction("what's the wifi password again? I saved it in home/wifi.txt");
    expect(request.objects).not.toContain('memory');
  });
});

describe('what the assistant remembers, asked for whole', () => {
  it('reads "everything you have remembered" as the whole memory, not a fact to keep', () => {
    expect(best('Please show me everything you have remembered so far.')).toBe('book.read_all');
    expect(readRequestAction('show me full list of all people and things you are remembering').action).toBe('read');
    // Told to remember, the user keeps something: still a write.
    expect(readRequestAction('remember everything about the trip: we leave at 6').action).not.toBe('read');
  });
});

describe('a request that names no kind of thing', () => {
  it('is read as the whole memory only when it asks for that: a named thing to read is no graph to dump', () => {
    expect(best('read the luna brief and the feedback')).not.toBe('book.read_all');
    // A change that names no kind still goes to the memory tool that makes it.
    expect(best('her knee is fine now, delete the knee thing')).not.toBe('book.read_all');
  });
});

describe('what the user knows, and remembering as a question', () => {
  it('reads "what do I know about X" as a search of what was kept', () => {
    for (const message of ['what do i know about marcus', 'What do we know about the Hendersons?', 'anything we know already about Priya?']) {
      const request = readRequestAction(message);
      expect([request.action, request.objects.has('memory')], message).toEqual(['search', true]);
    }
  });

  it('reads "remember when ...?" as a memory shared, not a fact to keep', () => {
    expect(readRequestAction('remember when phones had buttons?').action).not.toBe('write');
    expect(readRequestAction('remember when we went to Rome?').action).not.toBe('write');
    expect(readRequestAction('remember that the bins go out on tuesdays').action).toBe('write');
    expect(readRequestAction('remember when the bins go out: tuesdays').action).toBe('write');
  });
});

describe('what was kept, asked back', () => {
  it('is a recall of the memory, not a request to keep something', () => {
    for (const message of [
      'What have I asked you to remember about Mr. Moretti?',
      'what did i save about marek',
      'did i ever save who my emergency contact is?',
      'Before I call the plumber, what did I save about him?',
    ]) {
      const request = readRequestAction(message);
      expect(request.action, message).toBe('search');
      expect(request.objects.has('memory'), message).toBe(true);
    }
  });

  it('leaves a file saved somewhere, and a fact to keep, as they were', () => {
    expect(readRequestAction('what did I save in notes/todo.md').objects.has('memory')).toBe(false);
    expect(readRequestAction('remember that I saved the receipts in the blue box').action).toBe('write');
    expect(readRequestAction('what did I save the file as').objects.has('memory')).toBe(false);
  });
});
