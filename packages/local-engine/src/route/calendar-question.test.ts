import { describe, expect, it } from 'vitest';
import { decideRoute } from './decide-route.js';
import { answerCalendarQuestion, offersDateTool, readCalendarQuestion } from './calendar-question.js';
import type { ToolSpec } from '../types.js';

// Local time, so the answers read the same in every time zone the tests run in.
const now = new Date(2026, 11, 1, 10, 0);
const answer = (message: string) => {
  const question = readCalendarQuestion(message);
  return question && answerCalendarQuestion(question, now);
};
const readFile: ToolSpec = {
  name: 'filesystem.read_text_file',
  description: 'Read a file',
  parameters: { type: 'object', properties: { path: { type: 'string' } } },
};

describe('questions the calendar answers', () => {
  it('says what day it is, however it is asked', () => {
    for (const message of ['what day is it today?', "hey, what's today's date?", 'What is the date today', 'whats the date', 'what day is it?']) {
      expect(answer(message), message).toBe('Today is Tuesday 1 December 2026.');
    }
  });

  it('gives the weekday of a date and the date of a relative day', () => {
    expect(answer('what day of the week is 3 March 2027?')).toBe('3 March 2027 is a Wednesday.');
    expect(answer('What day was 14 July 1789')).toBe('14 July 1789 was a Tuesday.');
    expect(answer('what day is it tomorrow')).toBe('Tomorrow is Wednesday 2 December 2026.');
    expect(answer("what's the date in 3 weeks")).toBe('In 3 weeks is Tuesday 22 December 2026.');
    expect(answer('what date was it 100 days ago')).toBe('100 days ago was Sunday 23 August 2026.');
  });

  it('says both Fridays a "next Friday" may mean', () => {
    expect(answer("what's the date next friday")).toBe('Next Friday is Friday 11 December 2026 (if you mean the coming one: Friday 4 December 2026).');
  });

  it('counts days and weeks to and from dates and named days', () => {
    expect(answer('how many days until christmas?')).toBe('24 days from today, Tuesday 1 December 2026, until Friday 25 December 2026.');
    expect(answer('when is christmas')).toBe('Christmas Day is Friday 25 December 2026.');
    expect(answer("how long since new year's day")).toBe('334 days since Thursday 1 January 2026, counting to today, Tuesday 1 December 2026.');
    expect(answer('how many weeks between 1 march 2027 and 30 june 2027')).toBe('From Monday 1 March 2027 to Wednesday 30 June 2027 is 17 weeks and 2 days.');
    // A named day already past this year is counted to next year's.
    expect(answer('how many days until halloween')).toBe('334 days from today, Tuesday 1 December 2026, until Sunday 31 October 2027.');
  });

  it('keeps a year below 100 as written, in the question and in the turn’s time', () => {
    expect(answer('when is christmas 0050')).toBe('Christmas Day was Sunday 25 December 50.');
    expect(answer('when is christmas 2050')).toBe('Christmas Day is Sunday 25 December 2050.');
    const early = new Date(0);
    early.setFullYear(50, 5, 1);
    early.setHours(10);
    const since = readCalendarQuestion('how many days since christmas');
    expect(since && answerCalendarQuestion(since, early)).toBe('158 days since Saturday 25 December 49, counting to today, Wednesday 1 June 50.');
  });

  it('leaves questions that name no date, or ask about one’s own things, to the rest of the router', () => {
    for (const message of [
      'how many days until my exam',
      'when is practice this week?',
      'when is easter',
      'what day is the dentist',
      'what day in March',
      'what date did I send the invoice?',
    ]) {
      expect(readCalendarQuestion(message), message).toBeUndefined();
    }
  });
});

describe('the router and a calendar question', () => {
  it('answers it directly, from the turn’s time, without a tool', () => {
    const route = decideRoute({ message: 'what day is it today?', history: [], tools: [readFile], now });
    expect(route).toMatchObject({ needsTool: false, rule: 'calendar', directAnswer: 'Today is Tuesday 1 December 2026.' });
  });

  it('leaves it to an offered tool made for dates', () => {
    const dates: ToolSpec = { name: 'get_current_date', description: 'Today’s date', parameters: { type: 'object', properties: {} } };
    expect(offersDateTool([readFile, dates])).toBe(true);
    expect(offersDateTool([readFile, { ...dates, name: 'calendar.listEvents' }])).toBe(true);
    expect(offersDateTool([readFile, { ...dates, name: 'update_memory' }])).toBe(false);
    expect(decideRoute({ message: 'what day is it today?', history: [], tools: [readFile, dates], now }).rule).not.toBe('calendar');
  });
});
