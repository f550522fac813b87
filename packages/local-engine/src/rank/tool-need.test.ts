import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { assessToolNeed } from './tool-need.js';

const bmi: ToolSpec = {
  name: 'determine_body_mass_index',
  description: 'Calculate body mass index given weight and height.',
  parameters: {
    type: 'object',
    properties: { weight: { type: 'number', description: 'Weight in kilograms.' }, height: { type: 'number', description: 'Height in meters.' } },
    required: ['weight', 'height'],
  },
};
const gcd: ToolSpec = {
  name: 'calculate_gcd',
  description: 'Calculate the greatest common divisor of two integers.',
  parameters: { type: 'object', properties: { num1: { type: 'integer' }, num2: { type: 'integer' } }, required: ['num1', 'num2'] },
};

describe('assessToolNeed', () => {
  it('is confident for a request the tool serves', () => {
    const need = assessToolNeed('What is my body mass index if I weigh 70 kg and I am 1.75 m tall?', [bmi]);
    expect(need.best?.entry.tool.name).toBe('determine_body_mass_index');
    expect(need.probability).toBeGreaterThan(0.8);
  });

  it('doubts a tool that only shares generic words', () => {
    const fitting = assessToolNeed('What is my body mass index if I weigh 70 kg and I am 1.75 m tall?', [bmi]).probability;
    const unrelated = assessToolNeed('Calculate the area of a triangle given the base is 10 meters and height is 5 meters.', [bmi]).probability;
    expect(unrelated).toBeLessThan(fitting - 0.3);
    expect(assessToolNeed('Who painted the ceiling of the Sistine Chapel?', [bmi]).probability).toBeLessThan(0.2);
  });

  it('understands acronyms in tool names', () => {
    expect(assessToolNeed('Find the greatest common divisor of 36 and 24', [gcd]).probability).toBeGreaterThan(0.8);
  });

  it('gives zero without tools', () => {
    expect(assessToolNeed('anything', []).probability).toBe(0);
  });
});
