import { describe, expect, it } from 'vitest';
import { keptPersonAsked } from './kept-person-asked.js';
import { acquaintanceSubject, asksAcquaintanceFact } from './acquaintance-fact.js';

/** Names here are words no English lexicon holds; the rest are. */
const names = new Set(['bekov', 'marek', 'subramanian', 'okafor', 'kowalczyk', 'thandi']);
const isName = (word: string) => names.has(word.toLowerCase());

describe('a question about someone only the memory knows, in forms asked without a name and a thing', () => {
  it('reads the question word order left plain, with a name and its verb', () => {
    expect(keptPersonAsked('When Bekov wants the report?', isName)).toBe('Bekov');
    expect(keptPersonAsked('where marek lives?', isName)).toBe('marek');
    expect(keptPersonAsked('what time Okafor comes on friday', isName)).toBe('Okafor');
    // A plural noun before its auxiliary, or a word everybody uses, is no name and its verb.
    expect(keptPersonAsked('where log files are kept', isName)).toBeUndefined();
    expect(keptPersonAsked('when water boils?', isName)).toBeUndefined();
    expect(keptPersonAsked('what env vars does it see?', () => true)).toBeUndefined();
  });

  it('reads what someone called by a capitalised name takes, owes or orders', () => {
    expect(keptPersonAsked('What does Subramanian take?', isName)).toBe('Subramanian');
    expect(keptPersonAsked('how much does Kowalczyk owe me', isName)).toBe('Kowalczyk');
    expect(keptPersonAsked('what does Ibuprofen take', isName)).toBeUndefined();
    expect(keptPersonAsked('what does ibuprofen do', isName)).toBeUndefined();
  });

  it('reads a part someone plays, asked again, and not a rank the famous hold', () => {
    expect(keptPersonAsked('who was the engineer again on the library', isName)).toBe('engineer');
    expect(keptPersonAsked("who's the new setter again", isName)).toBe('setter');
    expect(keptPersonAsked('who was the first man on the moon again', isName)).toBeUndefined();
    expect(keptPersonAsked('who was the engineer on the Golden Gate bridge', isName)).toBeUndefined();
  });

  it('reads someone met at a place, and which of the people who serve the user does something', () => {
    expect(keptPersonAsked('who was the cash guy from the bakery', isName)).toBe('bakery');
    expect(keptPersonAsked("who's that woman at the bank again", isName)).toBe('bank');
    expect(keptPersonAsked('which florist needs 3 weeks notice?', isName)).toBe('florist');
    expect(keptPersonAsked('which plumber did we use last time', isName)).toBe('plumber');
    expect(keptPersonAsked('which painter painted the Mona Lisa', isName)).toBeUndefined();
    expect(keptPersonAsked('which planet is the biggest?', isName)).toBeUndefined();
    expect(keptPersonAsked('who is the president of France', isName)).toBeUndefined();
  });
});

describe('questions about acquaintances, read further', () => {
  it('reads such questions as facts of acquaintances, with what the memory is searched for', () => {
    for (const question of ['When Bekov wants the report?', 'which florist needs 3 weeks notice?', 'who was the cash guy from the bakery', 'who is my GP?']) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    expect(acquaintanceSubject("who's the new setter again")).toBe('setter');
  });

  it('reads a remark that the user told it as "again" after the question', () => {
    expect(asksAcquaintanceFact("When is Ken's birthday? I told you before but I do not remember.")).toBe(true);
    expect(acquaintanceSubject("When is Ken's birthday? I told you before but I do not remember.")).toBe('Ken');
    // With no such remark a name the lexicon holds may be anyone's, as "Einstein's birthday" is.
    expect(asksAcquaintanceFact("When is Ken's birthday? Just wondering.")).toBe(false);
  });

  it('reads the question after a word that opens the turn, and leaves general knowledge so opened alone', () => {
    expect(acquaintanceSubject("wait whats haruto's bday")).toBe('haruto');
    expect(acquaintanceSubject("oh and when is Ana's birthday")).toBe('Ana');
    for (const question of ['so what is a birthday', 'ok whats the capital of peru', 'and who is Einstein']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
  });

  it('leaves a day of the calendar and general knowledge alone', () => {
    for (const question of ['when is Easter this year', 'when is Diwali in 2026', 'who is the president of France', 'what does ibuprofen do', 'who is my MP']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
    // Someone somewhere at a time is still someone.
    expect(asksAcquaintanceFact('When is Bjørn on holiday?')).toBe(true);
  });
});

describe('a question put after the name it is about', () => {
  it('reads the name said first, taken up by a pronoun', () => {
    expect(keptPersonAsked('Thandi what she eat again', isName)).toBe('Thandi');
    expect(asksAcquaintanceFact('Hannah what she eat again')).toBe(true);
    expect(acquaintanceSubject('Hannah what she eat again')).toBe('Hannah');
  });

  it('does not read a word everybody uses, or a question with no pronoun taking the name up', () => {
    expect(keptPersonAsked('Paris, what is its population?', isName)).toBeUndefined();
    expect(keptPersonAsked('Thandi what time is it', isName)).toBeUndefined();
    expect(asksAcquaintanceFact('Sorry what did he mean by that')).toBe(false);
  });

  it('reads which of the people who serve the user prefers something, and a thing of someone asked again', () => {
    expect(keptPersonAsked("Which priest prefers two days' notice?", isName)).toBe('priest');
    expect(keptPersonAsked('which painter painted the mona lisa?', isName)).toBeUndefined();
    expect(asksAcquaintanceFact("wats dai's day again")).toBe(true);
    expect(asksAcquaintanceFact("what's the city's population")).toBe(false);
  });
});
