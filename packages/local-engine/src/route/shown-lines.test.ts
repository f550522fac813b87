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

describe('a question about when, or who comes, of what was just shown', () => {
  const bookings: EngineMessage[] = [
    { role: 'user', content: 'read bookings/autumn.md' },
    {
      role: 'assistant',
      content: [
        'Read bookings/autumn.md.',
        '- 2-4 Sept: the Morgans, Lamp Room',
        '- 19-21 Sept: Hiroshi Tanaka, Foghorn Room. Photographer, wants to see the lighthouse at dawn.',
        '- 3 Oct: boiler service',
        'Breakfast 8-9.30 (earlier on request)',
      ].join('\n'),
    },
  ];

  it('quotes the line that names who comes, its verb of coming not on it', () => {
    expect(answerFromShownLines('when is the photographer coming', bookings)?.answer).toMatch(/Hiroshi Tanaka/);
  });

  it('reads a month as lists shorten it', () => {
    expect(answerFromShownLines('who is coming in september?', bookings)?.answer).toMatch(/the Morgans.*Hiroshi/s);
    expect(answerFromShownLines("what's happening in october?", bookings)?.answer).toMatch(/boiler service/);
  });

  it('answers "what time is X" from the one line that holds X and says a time, and nothing else of one word', () => {
    expect(answerFromShownLines('what time is breakfast', bookings)?.answer).toBe('From what I showed you: "Breakfast 8-9.30 (earlier on request)".');
    expect(answerFromShownLines('what time is dinner', bookings)).toBeUndefined();
    // Who, of one word: the one line that holds it and names someone.
    expect(answerFromShownLines('who is the photographer?', bookings)?.answer).toMatch(/Hiroshi Tanaka/);
    // A verb of coming is no free miss with a word that is not on the line.
    expect(answerFromShownLines('when is the plumber coming', bookings)).toBeUndefined();
  });
});

describe('a question of an amount or of who, about one word of what was just shown', () => {
  const prices: EngineMessage[] = [
    { role: 'user', content: 'open salao/precos.txt' },
    {
      role: 'assistant',
      content: [
        'Read salao/precos.txt.',
        '',
        'Corte senhora ............ 15,00',
        'Corte homem .............. 10,00',
        'Permanente ............... 45,00',
        'Madeixas - Rita',
      ].join('\n'),
    },
  ];

  it('quotes the one line that holds the word and a number for "how much"', () => {
    expect(answerFromShownLines('so how much is the permanente', prices)?.answer).toBe('From what I showed you: "Permanente ............... 45,00".');
    expect(answerFromShownLines('what does permanente cost', prices)?.answer).toBe('From what I showed you: "Permanente ............... 45,00".');
    // On two lines, or on a line with no number, the word answers nothing.
    expect(answerFromShownLines('how much is a corte', prices)).toBeUndefined();
    expect(answerFromShownLines('how much are madeixas', prices)).toBeUndefined();
  });

  it('reads a verb of spending or paying as asking the amount, as "cost" is', () => {
    const expenses: EngineMessage[] = [
      { role: 'user', content: 'open money/expenses.csv' },
      { role: 'assistant', content: ['date,item,amount', '2024-01-03,electricity,54.20', '2024-01-05,groceries,30.00'].join('\n') },
    ];
    expect(answerFromShownLines('how much did I spend on electricity?', expenses)?.answer).toBe('From what I showed you: "2024-01-03,electricity,54.20".');
    expect(answerFromShownLines('how much did we pay for groceries', expenses)?.answer).toBe('From what I showed you: "2024-01-05,groceries,30.00".');
    // A thing on no line is not answered from it.
    expect(answerFromShownLines('how much did I spend on rent?', expenses)).toBeUndefined();
  });

  it('quotes the one line that holds the word for "who"', () => {
    expect(answerFromShownLines('who does madeixas', prices)?.answer).toBe('From what I showed you: "Madeixas - Rita".');
    expect(answerFromShownLines('who does corte', prices)).toBeUndefined();
    expect(answerFromShownLines('who does permanente', prices)).toBeUndefined();
  });
});
