import { describe, expect, it } from 'vitest';
import { ASKED_FORMS, type AskedForm, askedTogether, askedWith, readAsked } from './missing-question-forms.js';

/** A value for each slot, as a question may show it. */
const VALUES = {
  verb: 'move',
  noun: 'file',
  place: 'notes/a b.txt',
  subject: 'Anne Okafor',
  record: 'likes tea',
  described: 'the second number',
  things: 'entities',
  words: 'message type',
  object: ' the annotated message',
};

describe('the questions asked for a missing value', () => {
  it.each(Object.keys(ASKED_FORMS) as AskedForm[])('reads the %s question back as it was written', (form) => {
    const question = askedWith(form, VALUES);
    const [asked, ...more] = readAsked(question) ?? [];
    expect(more).toHaveLength(0);
    expect(askedWith(asked!.form, asked!.values)).toBe(question);
  });

  it('reads questions joined into one in their order', () => {
    const question = askedTogether([askedWith('place', { noun: 'file', verb: 'move' }), askedWith('destination', { verb: 'move', place: 'it' })]);
    expect(question).toBe('Which file should I move and where should I move it to?');
    expect(readAsked(question)).toEqual([
      { form: 'place', values: { noun: 'file', verb: 'move' } },
      { form: 'destination', values: { verb: 'move', place: 'it' } },
    ]);
    const three = askedTogether(['What is the first number?', 'What is the second number?', 'What should I echo?']);
    expect(three).toBe('What is the first number, what is the second number and what should I echo?');
    expect(readAsked(three)?.map((asked) => asked.form)).toEqual(['described', 'described', 'records']);
  });

  it('reads no other line as one', () => {
    for (const line of ['Which one do you like best?', 'What should I do next, do you think?', 'Done.', 'Where should I go to eat', '']) {
      expect(readAsked(line)).toBeUndefined();
    }
  });
});
