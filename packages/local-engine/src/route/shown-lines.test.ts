import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { answerFromShownLines } from './shown-lines.js';

const schedule: EngineMessage[] = [
  { role: 'user', content: 'read schedule/week.md' },
  {
    role: 'assistant',
    content: [
      'Read schedule/week.md.',
      '',
      '✓ filesystem.read_text_file({"path":"schedule/week.md"}):',
      'Monday: Rocky, Bella — Jordan',
      'Tuesday: Coco — Camila',
      'Thursday: Max & Luna — Aisha',
      'Friday: Max — Jordan',
    ].join('\n'),
  },
];

describe('a question the last reply already answers', () => {
  it('quotes the line that holds what the question is about', () => {
    for (const question of ['who walks Max and Luna on thursday?', 'who has Coco on Tuesday?', 'what about luna on thursday']) {
      expect(answerFromShownLines(question, schedule)?.answer, question).toMatch(
        /^From what I showed you: "(?:Thursday: Max & Luna — Aisha|Tuesday: Coco — Camila)"\.$/,
      );
    }
  });

  it('answers nothing that is not on a line, asks to act, or names too little', () => {
    for (const question of [
      'who walks Max on Sunday?',
      'add Luna to thursday please',
      'read the thursday file',
      'who is Max?',
      'what is the capital of France?',
    ]) {
      expect(answerFromShownLines(question, schedule), question).toBeUndefined();
    }
  });

  it('answers only from the reply to the last request, when it showed lines', () => {
    expect(answerFromShownLines('who walks Max and Luna on thursday?', [...schedule, { role: 'user', content: 'thanks' }])).toBeUndefined();
    expect(
      answerFromShownLines('who walks Max and Luna on thursday?', [schedule[0]!, { role: 'assistant', content: 'Max and Luna are walked on Thursday.' }]),
    ).toBeUndefined();
    expect(answerFromShownLines('who walks Max and Luna on thursday?', [])).toBeUndefined();
  });

  it('quotes no more than three lines: more would be the file again', () => {
    const walks: EngineMessage[] = [
      { role: 'user', content: 'read walks.txt' },
      { role: 'assistant', content: ['Read walks.txt.', 'Max walk at 8', 'Max walk at 12', 'Max walk at 4', 'Max walk at 6'].join('\n') },
    ];
    expect(answerFromShownLines('when is the Max walk?', walks)).toBeUndefined();
    expect(answerFromShownLines('when is the Max walk at 12?', walks)?.answer).toBe('From what I showed you: "Max walk at 12".');
  });
});
