import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { kindSaidAfterName, kindSaidBeforeName, saidOfAPerson, toldAPerson } from './person-kind.js';
import { recordKind } from '../select/prepare-record.js';

const addPeople = madeUpTool(
  'add_records',
  'Add new records to the address book',
  {
    records: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The name of the record' },
          recordType: { type: 'string', description: 'The type of the record' },
          notes: { type: 'array', items: { type: 'string' } },
        },
        required: ['name', 'recordType', 'notes'],
      },
    },
  },
  ['records'],
);

describe('a kind-of-record field the user answered by saying who someone is', () => {
  it('is "person" when the message says who the named one is to the user', () => {
    const [record] = extractArguments("remember that my sister Maya's birthday is on 14 December", addPeople).arguments.records as Array<
      Record<string, unknown>
    >;
    expect(record?.recordType).toBe('person');
    const [doctor] = extractArguments('note that Dr. Patel works on tuesdays', addPeople).arguments.records as Array<Record<string, unknown>>;
    expect(doctor?.recordType).toBe('person');
  });

  it('stays missing when nothing says the record is a person', () => {
    const result = extractArguments('remember that Project Falcon starts in June', addPeople);
    const [record] = (result.arguments.records ?? []) as Array<Record<string, unknown>>;
    expect(record?.recordType).toBeUndefined();
  });
});

describe('a record said to be someone', () => {
  it('is a person where the message says the name is one, holds a role, or does what people do', () => {
    expect(saidOfAPerson('remember that Barbara Voss is a person who manages the venue', 'Barbara Voss')).toBe(true);
    expect(saidOfAPerson('Harold Finch is my assistant stage manager, remember that', 'Harold Finch')).toBe(true);
    expect(saidOfAPerson('remember that the Apollo project is due in May', 'Apollo')).toBe(false);
  });

  it('is a person who is someone to the user, or does what people do after where they are from', () => {
    expect(saidOfAPerson('remember that Sofia is my best friend and she is vegetarian', 'Sofia')).toBe(true);
    expect(saidOfAPerson('remember that Manuel Pires from Padaria Estrela prefers calls in the morning', 'Manuel Pires')).toBe(true);
    expect(saidOfAPerson('note that Ines at the Lisbon office speaks German', 'Ines')).toBe(true);
    // A place or a thing named with "from" does nothing people do: it stays unknown.
    expect(saidOfAPerson('remember that Padaria Estrela from Lisbon is open on Sundays', 'Padaria Estrela')).toBe(false);
    expect(saidOfAPerson('remember that Apollo is my best project', 'Apollo')).toBe(false);
  });

  it('is a person who has a birthday, lives or works somewhere, said in another language', () => {
    expect(saidOfAPerson('lembra-te que a Beatriz Lopes faz anos a 14 de março', 'Beatriz Lopes')).toBe(true);
    expect(saidOfAPerson('recuerda que Ana cumple años el 3 de mayo', 'Ana')).toBe(true);
    expect(saidOfAPerson('merk dir, Jan wohnt jetzt in Köln', 'Jan')).toBe(true);
    expect(saidOfAPerson('lembra-te que o Apollo termina em maio', 'Apollo')).toBe(false);
  });

  it('is a person whose birthday or phone is said before the name, as other languages say it', () => {
    expect(saidOfAPerson('lembra que o aniversário do Pedro é dia 30 de agosto', 'Pedro')).toBe(true);
    expect(saidOfAPerson('recuerda que el cumpleaños de Ana es el 3 de mayo', 'Ana')).toBe(true);
    // A thing's date is no birthday: the project stays unknown.
    expect(saidOfAPerson('lembra que o prazo do Apollo é dia 30 de agosto', 'Apollo')).toBe(false);
  });

  it('looks at every place the name is said, in any case, and only where it stands as the name', () => {
    // The first saying tells nothing; the second is of a person.
    expect(saidOfAPerson('Apollo called. Later Apollo is allergic to nuts, remember', 'Apollo')).toBe(true);
    expect(saidOfAPerson('remember that ANA cumple años el 3 de mayo', 'Ana')).toBe(true);
    expect(saidOfAPerson("note that lena's birthday is on 2 May", 'Lena')).toBe(true);
    // Said before the name in another language, but as the start of a longer word: not the name.
    expect(saidOfAPerson('recuerda que el cumpleaños de Anabel es el 3 de mayo', 'Ana')).toBe(false);
    expect(saidOfAPerson('recuerda que el cumpleaños de Anabel es el 3 de mayo', 'Anabel')).toBe(true);
    // A name with signs a pattern would read is matched as written.
    expect(saidOfAPerson('remember that J.R. works at the mill', 'J.R.')).toBe(true);
    expect(saidOfAPerson('remember that JXRX works at the mill', 'J.R.')).toBe(false);
    // A name said inside itself ("Ada" in "Adada"): the later saying is found too.
    expect(saidOfAPerson('remember Adada is allergic to nuts', 'Ada')).toBe(true);
    expect(saidOfAPerson('remember that 𝒜da lives in Porto', '𝒜da')).toBe(true);
    expect(saidOfAPerson('remember that Apollo ships in May', 'Zeus')).toBe(false);
  });

  it('is a person introduced by a tie of family said in another language', () => {
    expect(toldAPerson('Recuerda que mi nieto Mateo cumple nueve años el 19 de julio.')).toBe(true);
    expect(toldAPerson('merk dir, meine Schwägerin Ute kommt am Freitag')).toBe(true);
    expect(toldAPerson('Recuerda que el proyecto Mateo termina en julio.')).toBe(false);
  });
});

describe('what the named one is, said after the name', () => {
  it('is the noun said of the name, a pet called "he" included', () => {
    expect(kindSaidAfterName('remember that Rocky is a dog (husky), he pulls on the leash', 'Rocky')).toBe('dog');
    expect(kindSaidAfterName('remember Coco is a toy poodle, allergic to chicken', 'Coco')).toBe('poodle');
    expect(kindSaidAfterName('Rocky the husky belongs to Tom', 'Rocky')).toBe('husky');
    expect(kindSaidAfterName('Miso, a tabby cat from the shelter, eats twice a day', 'Miso')).toBe('cat');
    expect(recordKind('remember that Rocky is a dog, he pulls on the leash', 'Rocky')).toBe('dog');
  });

  it('is a person for someone in one’s life, a role or a person’s noun', () => {
    expect(kindSaidAfterName('Jordan is my employee, he walks the dogs', 'Jordan')).toBe('person');
    expect(kindSaidAfterName('Barbara is the venue manager', 'Barbara')).toBe('person');
    expect(kindSaidAfterName('Sam is a nice guy', 'Sam')).toBe('person');
  });

  it('reads no kind from what is not a noun phrase said of the name', () => {
    expect(kindSaidAfterName('Rocky is a really sweet old dog', 'Rocky')).toBeUndefined();
    expect(kindSaidAfterName('Rocky is allergic to chicken', 'Rocky')).toBeUndefined();
    expect(kindSaidAfterName('Anna thinks the plan is a good one', 'Anna')).toBeUndefined();
    // A later saying of the name may say it; the name as the start of a longer word does not.
    expect(kindSaidAfterName('Rocky barked. Rocky is a dog, a husky', 'Rocky')).toBe('dog');
    expect(kindSaidAfterName('Rockyville is a town', 'Rocky')).toBeUndefined();
  });
});

describe('the kind said before a name', () => {
  it('is the noun before the name, or before its calling, where the name stands as written', () => {
    expect(kindSaidBeforeName('remember that my cat Biscuit hates the vet', 'Biscuit')).toBe('cat');
    expect(kindSaidBeforeName('my old dog is called Rex, remember that', 'Rex')).toBe('dog');
    expect(kindSaidBeforeName("our cat's name is Miso", 'Miso')).toBe('cat');
    expect(kindSaidBeforeName('remember that my sister Maya moved', 'Maya')).toBe('person');
    // The name as the start of a longer word, or in another case, is not the name.
    expect(kindSaidBeforeName('remember that my cat Biscuits hates the vet', 'Biscuit')).toBeUndefined();
    expect(kindSaidBeforeName('remember that my cat biscuit hates the vet', 'Biscuit')).toBeUndefined();
    // The first saying has no kind before it; a later one does.
    expect(kindSaidBeforeName('Rex barked. Yes, my dog Rex barks at night', 'Rex')).toBe('dog');
    expect(kindSaidBeforeName('remember that Biscuit hates the vet', 'Biscuit')).toBeUndefined();
  });
});
