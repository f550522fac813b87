import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from './select-calls.js';

const tool = (name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties: properties as never, required },
});

const bmi = tool(
  'calculate_bmi',
  'Calculate the body mass index of a person.',
  { weight: { type: 'integer', description: 'Weight of the person in kilograms.' }, height: { type: 'integer', description: 'Height of the person in centimeters.' } },
  ['weight', 'height'],
);
const gcd = tool('math.gcd', 'Greatest common divisor of two integers.', { num1: { type: 'integer' }, num2: { type: 'integer' } }, ['num1', 'num2']);
const emf = tool(
  'calculate_em_force',
  'Induced electromagnetic force from a magnetic field, an area and a change in time.',
  {
    b_field: { type: 'integer', description: 'The magnetic field in Tesla.' },
    area: { type: 'integer', description: 'The change in area of magnetic field in square meters.' },
    d_time: { type: 'integer', description: 'The change in time in seconds.' },
  },
  ['b_field', 'area', 'd_time'],
);
const average = tool('calculate_average', 'Average of a list of numbers.', { numbers: { type: 'array', items: { type: 'number' } } }, ['numbers']);
const play = tool(
  'spotify.play',
  'Play tracks from an artist for a duration.',
  { artist: { type: 'string', description: 'The artist to play.' }, duration: { type: 'integer', description: 'Play time in minutes.' } },
  ['artist', 'duration'],
);
const stats = ['median', 'variance', 'mode'].map((name) =>
  tool(`statistics.${name}`, `Compute the ${name} of a list of numbers.`, { data: { type: 'array', items: { type: 'number' } } }, ['data']),
);

const calls = (message: string, tools: ToolSpec[]) => selectCalls({ message, tools }).calls.map((call) => [call.tool, call.arguments]);

describe('several calls in one turn', () => {
  it('starts a new call when a description repeats a parameter', () => {
    expect(calls('BMI for a person who weighs 75 kilograms and is 180 centimeters tall, and for one who weighs 60 kilograms and is 165 centimeters tall', [bmi])).toEqual([
      ['calculate_bmi', { weight: 75, height: 180 }],
      ['calculate_bmi', { weight: 60, height: 165 }],
    ]);
  });

  it('carries unchanged values into a "then repeat with" call', () => {
    expect(calls('Induced force for a magnetic field of 5 Tesla, area of 2 square meters and change in time of 4 seconds, then repeat with a change in time of 10 seconds.', [emf])).toEqual([
      ['calculate_em_force', { b_field: 5, area: 2, d_time: 4 }],
      ['calculate_em_force', { b_field: 5, area: 2, d_time: 10 }],
    ]);
  });

  it('zips lists said "respectively" and crosses independent ones', () => {
    expect(calls('Play Taylor Swift and Maroon 5 for 20 minutes and 15 minutes respectively', [play])).toEqual([
      ['spotify.play', { artist: 'Taylor Swift', duration: 20 }],
      ['spotify.play', { artist: 'Maroon 5', duration: 15 }],
    ]);
  });

  it('makes one call per tuple and per bracketed list', () => {
    expect(calls('the GCD of the pairs (45, 60) and (81, 27)', [gcd])).toEqual([
      ['math.gcd', { num1: 45, num2: 60 }],
      ['math.gcd', { num1: 81, num2: 27 }],
    ]);
    expect(calls('the average of the numbers [1, 2, 3] and of [4, 5, 6]', [average])).toEqual([
      ['calculate_average', { numbers: [1, 2, 3] }],
      ['calculate_average', { numbers: [4, 5, 6] }],
    ]);
  });

  it('picks every tool the message names by its own words', () => {
    const picked = calls('Determine the median and variance for the data points 3, 4, 5, 2, 8, 5. Also determine the mode for these points.', stats);
    expect(picked.map(([name]) => name).sort()).toEqual(['statistics.median', 'statistics.mode', 'statistics.variance']);
    for (const [, args] of picked) expect(args).toEqual({ data: [3, 4, 5, 2, 8, 5] });
  });

  it('keeps a single request a single call', () => {
    expect(calls('BMI of a person with a weight of 85 kilograms and height of 180 cm', [bmi])).toEqual([['calculate_bmi', { weight: 85, height: 180 }]]);
  });
});
