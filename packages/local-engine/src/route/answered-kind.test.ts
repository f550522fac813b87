import { describe, expect, it } from 'vitest';
import { ANSWER_OR_SAY_AGAIN } from '../text/missing-question-forms.js';
import type { EngineMessage } from '../types.js';
import { answeredKind } from './answered-kind.js';

const asked = (request: string, name: string): EngineMessage[] => [
  { role: 'user', content: request },
  { role: 'assistant', content: `What kind of thing is ${name}?\n${ANSWER_OR_SAY_AGAIN}` },
];

describe('an answer to "What kind of thing is X?"', () => {
  it('is the request it was asked for, with the kind said before the name', () => {
    expect(answeredKind('a gardener', asked('remember that Gwen waters plot 4 on Mondays', 'Gwen'))).toBe(
      'remember that my gardener Gwen waters plot 4 on Mondays',
    );
    expect(answeredKind("he's one of my piano students", asked("remember that Tom's lesson moved to Thursday", 'Tom'))).toBe(
      "remember that my piano student Tom's lesson moved to Thursday",
    );
    expect(answeredKind('a project.', asked('remember that Apollo is due in May', 'Apollo'))).toBe('remember that my project Apollo is due in May');
  });

  it('is nothing else: a question, a long message, or no such question before it', () => {
    expect(answeredKind('what do you mean?', asked('remember that Gwen waters plot 4', 'Gwen'))).toBeUndefined();
    expect(answeredKind('she waters plot 4 and plot 5 on Mondays and Thursdays every week', asked('remember Gwen', 'Gwen'))).toBeUndefined();
    expect(
      answeredKind('a gardener', [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ]),
    ).toBeUndefined();
  });
});

describe('an answer that says where someone belongs, or only yes', () => {
  it('takes the kind and leaves where they belong, and reads a bare "yes" as no kind', () => {
    expect(answeredKind("she's an actor in the cast", asked('note that Anne Okafor brings the props', 'Anne Okafor'))).toBe(
      'note that my actor Anne Okafor brings the props',
    );
    expect(answeredKind('yes', asked('note that Anne Okafor brings the props', 'Anne Okafor'))).toBeUndefined();
  });
});
