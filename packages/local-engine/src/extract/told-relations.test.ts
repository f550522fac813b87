import { describe, expect, it } from 'vitest';
import { linkPeople, personFactsTool, unlinkPeople } from '../../test-support/contact-book.js';
import { extractArguments } from './extract-arguments.js';
import { findStatedRelation } from './stated-relation.js';
import { withPairedNames } from '../route/introduced-names.js';

const dropFacts = personFactsTool('drop_facts', 'Remove facts about a person from the contact book');
const jotDown = personFactsTool('jot_down', 'Add facts about a person to the contact book');

const kindOf = (message: string): string | undefined => findStatedRelation(message)?.kind?.value;

describe('relations told as people tell them', () => {
  it('reads a link asked for with its two ends, and the kind said after it', () => {
    expect(extractArguments('link Omar to project Zephyr, he runs it', linkPeople).arguments).toEqual({
      links: [{ from: 'Omar', to: 'Zephyr', relationType: 'runs' }],
    });
    expect(extractArguments('connect Vera to the chess club as a member', linkPeople).arguments).toEqual({
      links: [{ from: 'Vera', to: 'chess club', relationType: 'member of' }],
    });
    expect(kindOf("please link Dr. Ruiz with Northwind, she's the founder")).toBe('founder of');
  });

  it('reads a pair who got married or engaged as a relation between the two', () => {
    expect(extractArguments('Jo and Kim got married! record that', linkPeople).arguments).toEqual({
      links: [{ from: 'Jo', to: 'Kim', relationType: 'married to' }],
    });
    expect(kindOf('Nina and Paul are engaged, remember that')).toBe('engaged to');
  });

  it('reads a relation said to be over as it held, to remove it', () => {
    expect(extractArguments("Omar doesn't manage Dana anymore, drop that link", unlinkPeople).arguments).toEqual({
      source: 'Omar',
      target: 'Dana',
      relation: 'manages',
    });
    expect(kindOf('Kai no longer works at Acme, remove that link')).toBe('works at');
    expect(extractArguments('Carla and Ben broke up, remove the dating relation', unlinkPeople).arguments).toEqual({
      source: 'Carla',
      target: 'Ben',
      relation: 'dating',
    });
  });

  it('names no kind for a pair when none is said', () => {
    expect(findStatedRelation('Ivo and Lea split up')).toMatchObject({ from: { value: 'Ivo' }, to: { value: 'Lea' } });
    expect(kindOf('Ivo and Lea split up')).toBeUndefined();
  });
});

describe('facts told first and pointed back at after', () => {
  it('hands over what no longer holds, without the words that end it', () => {
    expect(extractArguments("Tina isn't vegan anymore, remove that", dropFacts).arguments).toEqual({ items: [{ personName: 'Tina', facts: ['vegan'] }] });
  });

  it('hands over a fact told before "add that" or after "store this -"', () => {
    expect(extractArguments('Hugo moved to Oslo, add that', jotDown).arguments).toEqual({ items: [{ personName: 'Hugo', facts: ['moved to Oslo'] }] });
    expect(extractArguments("store this - Greta's phone number is 555-0199", jotDown).arguments).toEqual({
      items: [{ personName: 'Greta', facts: ['phone number is 555-0199'] }],
    });
  });
});

describe('a kind of relation named apart from the two it joins', () => {
  it('joins the first two names written before it', () => {
    expect(findStatedRelation('Pia left Globex. remove the works at relation')).toMatchObject({
      from: { value: 'Pia' },
      to: { value: 'Globex' },
      kind: { value: 'works at' },
    });
  });

  it('reads "the married link" as the tie between the two', () => {
    expect(kindOf('Ivo and Lea split up, so remove the married link between them')).toBe('married to');
  });

  it('drops a kept remark from a fact to remove', () => {
    expect(extractArguments('scratch the note that Hugo is away in May, keep the rest', dropFacts).arguments).toEqual({
      items: [{ personName: 'Hugo', facts: ['away in May'] }],
    });
  });
});

describe('a tie said of someone: "Sam\'s mum is Lisa Reid"', () => {
  it('runs from the one who holds the tie to the one it is said of, and only for ties between people', async () => {
    const { findStatedRelation } = await import('./stated-relation.js');
    const told = findStatedRelation("remember that Sam's mum is Lisa Reid");
    expect([told?.from.value, told?.kind?.value, told?.to.value]).toEqual(['Lisa Reid', 'mum of', 'Sam']);
    expect(findStatedRelation("Sam's birthday is May 3")).toBeUndefined();
    // "is called Y", and a clause about Y after it, still name the one who holds the tie.
    for (const message of ["remember that Mia Okafor's mum is called Ngozi", "Mia Okafor's mum is called Ngozi and she prefers WhatsApp"]) {
      const named = findStatedRelation(message);
      expect([named?.from.value, named?.kind?.value, named?.to.value], message).toEqual(['Ngozi', 'mum of', 'Mia Okafor']);
    }
  });
});

describe('a tie said of two people at once, in the plural', () => {
  it("is each one the other's, and lower-case names told as a pair are written as names", () => {
    expect(findStatedRelation('Jess and Mere are sisters')?.kind?.value).toBe('sister of');
    expect(findStatedRelation('Tom and Ana are old friends')?.kind?.value).toBe('friend of');
    expect(withPairedNames('jess and mere are sisters fyi')).toBe('Jess and Mere are sisters fyi');
    expect(withPairedNames('cats and dogs are friends')).toBe('cats and dogs are friends');
  });
});
