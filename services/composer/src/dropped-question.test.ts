import { describe, expect, it } from 'vitest';
import { packetFor } from '../../../test/support/packets.js';
import { droppedQuestionLine, withDroppedQuestion } from './dropped-question.js';

describe('droppedQuestionLine', () => {
  it('says what the dropped offer was, without the tools it named', () => {
    expect(droppedQuestionLine('I can read lijsten/todo.md with filesystem.read_text_file — shall I?')).toBe(
      "(I've dropped my earlier question, whether to read lijsten/todo.md.)",
    );
    expect(droppedQuestionLine('I can read a.md with fs.read_text_file, then write it back with "x" added at the end, using fs.write_file — shall I?')).toBe(
      '(I\'ve dropped my earlier question, whether to read a.md, then write it back with "x" added at the end.)',
    );
  });

  it('quotes a question of another form, shortened', () => {
    expect(droppedQuestionLine('Which file?')).toBe('(I\'ve dropped my earlier question: "Which file?")');
    expect(droppedQuestionLine(`I can ${'x'.repeat(5_000)} — shall I?`).length).toBeLessThan(220);
  });
});

describe('withDroppedQuestion', () => {
  const reply = { text: 'Listed the folder recepten.', summary: 'ran', confidence: 0.9 };

  it('ends the reply with the line when the turn dropped a question', () => {
    const packet = { ...packetFor('show me recepten'), droppedQuestion: 'I can read todo.md with fs.read_text_file — shall I?' };
    expect(withDroppedQuestion(reply, packet).text).toBe("Listed the folder recepten.\n\n(I've dropped my earlier question, whether to read todo.md.)");
  });

  it('leaves the reply of a turn that parked on its own question alone: the line was said beside that question', () => {
    const approval = {
      state: 'approved' as const,
      steps: ['s1'],
      calls: [],
      question: 'I can list recepten with fs.list_directory — shall I?',
      requestedAt: '2026-11-29T08:00:00.000Z',
      expiresAt: '2026-11-29T08:10:00.000Z',
    };
    const packet = { ...packetFor('show me recepten'), droppedQuestion: 'I can read todo.md with fs.read_text_file — shall I?', approval };
    expect(withDroppedQuestion(reply, packet)).toBe(reply);
  });

  it('leaves the reply alone when nothing was waiting, and keeps it within the packet limit', () => {
    expect(withDroppedQuestion(reply, packetFor('show me recepten'))).toBe(reply);
    const long = { ...reply, text: 'a'.repeat(64_000) };
    const packet = { ...packetFor('x'), droppedQuestion: 'I can read a.md with fs.read_text_file — shall I?' };
    expect(withDroppedQuestion(long, packet).text.length).toBeLessThanOrEqual(64_000);
  });
});
