import { describe, expect, it } from 'vitest';
import { filesystemTools, memoryTools } from '../../test-support/mcp-tools.js';
import { readRequestAction } from '../intent/request-action.js';
import { readsOtherLanguage } from '../intent/other-languages.js';
import { selectCalls } from '../select/select-calls.js';
import { decideRoute } from './decide-route.js';

const tools = [...filesystemTools, ...memoryTools];

describe('requests in Welsh', () => {
  it('are read as Welsh, with what they ask to do', () => {
    expect(readsOtherLanguage("rhestra'r ffeiliau yn y ffolder choir")).toBe(true);
    expect(readRequestAction("rhestra'r ffeiliau yn y ffolder choir").action).toBe('list');
    expect(readRequestAction('chwilia am y ffeil wifi').action).toBe('search');
    expect(readRequestAction('cofia fod Alun Price yn canu bariton').objects.has('memory')).toBe(true);
  });

  it('list the folder named, and keep a fact told after "cofia fod" under whom it is about', () => {
    expect(selectCalls({ message: "rhestra'r ffeiliau yn y ffolder choir", history: [], tools }).calls.map((call) => call.arguments)).toContainEqual({
      path: 'choir',
    });
    const kept = selectCalls({ message: 'cofia fod Alun Price yn canu bariton', history: [], tools }).calls;
    expect(JSON.stringify(kept)).toContain('"Alun Price"');
    expect(JSON.stringify(kept)).toContain('yn canu bariton');
  });

  it('greet and thank as greetings and thanks, needing no tool', () => {
    for (const message of ['bore da! good morning', 'diolch yn fawr iawn', 'shwmae']) {
      const route = decideRoute({ message, history: [], tools });
      expect(route.needsTool, message).toBe(false);
      expect(route.rule, message).toBe('smallTalk');
    }
  });

  it('leave English words that look alike to English: "a", "i", "am" and "ar" say nothing of Welsh', () => {
    expect(readsOtherLanguage('i am at a meeting')).toBe(false);
  });
});
