import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { decideRoute } from './decide-route.js';
import { readRequestAction } from '../intent/index.js';

const tools = JSON.parse(readFileSync(new URL('../../../../eval/corpus/data/reference_tools.json', import.meta.url), 'utf8')) as ToolSpec[];

describe('a shared past recalled for its own sake', () => {
  it.each(['lol remember when we used to save stuff on cd-rs', 'do you remember when phones had buttons', 'haha remember the old days of dial-up'])(
    'keeps nothing and looks nothing up: %s',
    (message) => {
      const request = readRequestAction(message);
      expect(request.action).toBeUndefined();
      expect(request.objects.has('memory')).toBe(false);
      expect(decideRoute({ message, history: [], tools }).needsTool).toBe(false);
    },
  );

  it.each(['remember that Jo was born in 1990', 'remember when the dentist appointment is: friday 3pm', 'remember Ana, she works at the bakery'])(
    'leaves a fact to keep as one: %s',
    (message) => {
      expect(decideRoute({ message, history: [], tools }).needsTool).toBe(true);
    },
  );
});
