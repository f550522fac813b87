import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { selectCalls } from './select-calls.js';

const tool = madeUpTool;

const bmi = tool(
  'calculate_bmi',
  'Calculate the body mass index of a person.',
  {
    weight: { type: 'integer', description: 'Weight of the person in kilograms.' },
    height: { type: 'integer', description: 'Height of the person in centimeters.' },
  },
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
/** Parameters as [name, type, description]; the first `requiredCount` are required. */
const numericTool = (name: string, description: string, parameters: Array<[string, string, string]>, requiredCount: number): ToolSpec =>
  tool(
    name,
    description,
    Object.fromEntries(parameters.map(([key, type, text]) => [key, { type, description: text }])),
    parameters.slice(0, requiredCount).map(([key]) => key),
  );
const frequency = numericTool(
  'resonant_frequency',
  'Resonant frequency of an LC circuit.',
  [
    ['inductance', 'number', 'Inductance in henries.'],
    ['capacitance', 'number', 'Capacitance in farads.'],
    ['decimals', 'integer', 'Number of decimal places to round the result to.'],
  ],
  2,
);
const loan = numericTool(
  'loan_cost',
  'Total cost of a loan.',
  [
    ['amount', 'integer', 'Amount borrowed in dollars.'],
    ['years', 'integer', 'Duration of the loan in years.'],
    ['fee', 'integer', 'One-off fee in dollars.'],
  ],
  2,
);
const distance = tool(
  'road_distance',
  'Driving distance between two cities.',
  {
    origin: { type: 'string', description: 'Starting city.' },
    destination: { type: 'string', description: 'Destination city.' },
    avoid_tolls: { type: 'boolean', description: 'Avoid toll roads.' },
  },
  ['origin', 'destination'],
);
const stats = ['median', 'variance', 'mode'].map((name) =>
  tool(`statistics.${name}`, `Compute the ${name} of a list of numbers.`, { data: { type: 'array', items: { type: 'number' } } }, ['data']),
);

const calls = (message: string, tools: ToolSpec[]) => selectCalls({ message, tools }).calls.map((call) => [call.tool, call.arguments]);

describe('several calls in one turn', () => {
  it('starts a new call when a description repeats a parameter', () => {
    expect(
      calls('BMI for a person who weighs 75 kilograms and is 180 centimeters tall, and for one who weighs 60 kilograms and is 165 centimeters tall', [bmi]),
    ).toEqual([
      ['calculate_bmi', { weight: 75, height: 180 }],
      ['calculate_bmi', { weight: 60, height: 165 }],
    ]);
  });

  it('carries unchanged values into a "then repeat with" call', () => {
    expect(
      calls(
        'Induced force for a magnetic field of 5 Tesla, area of 2 square meters and change in time of 4 seconds, then repeat with a change in time of 10 seconds.',
        [emf],
      ),
    ).toEqual([
      ['calculate_em_force', { b_field: 5, area: 2, d_time: 4 }],
      ['calculate_em_force', { b_field: 5, area: 2, d_time: 10 }],
    ]);
  });

  it("keeps each call's own optional values", () => {
    const message =
      'Resonant frequency with an inductance of 0.5 henries and a capacitance of 0.002 farads, rounded to 3 decimal places. Then again with an inductance of 0.7 henries and a capacitance of 0.004 farads, rounded to 4 decimal places.';
    expect(calls(message, [frequency])).toEqual([
      ['resonant_frequency', { inductance: 0.5, capacitance: 0.002, decimals: 3 }],
      ['resonant_frequency', { inductance: 0.7, capacitance: 0.004, decimals: 4 }],
    ]);
  });

  it('does not spread an optional value across calls the message enumerates', () => {
    const message =
      'In the first case the loan amount is 1000 dollars over 5 years. In the second case the loan amount is 2000 dollars over 3 years with a fee of 50 dollars.';
    expect(calls(message, [loan])).toEqual([
      ['loan_cost', { amount: 1000, years: 5 }],
      ['loan_cost', { amount: 2000, years: 3, fee: 50 }],
    ]);
  });

  it('reads value pairs across descriptions instead of crossing them', () => {
    expect(calls('What is the driving distance between Berlin and Munich, and between Hamburg and Cologne, avoiding tolls?', [distance])).toEqual([
      ['road_distance', { origin: 'Berlin', destination: 'Munich', avoid_tolls: true }],
      ['road_distance', { origin: 'Hamburg', destination: 'Cologne', avoid_tolls: true }],
    ]);
  });

  it('zips lists said "respectively" and crosses independent ones', () => {
    expect(calls('Play Taylor Swift and Maroon 5 for 20 minutes and 15 minutes respectively', [play])).toEqual([
      ['spotify.play', { artist: 'Taylor Swift', duration: 20 }],
      ['spotify.play', { artist: 'Maroon 5', duration: 15 }],
    ]);
  });

  it('reads pairs listed one after another without brackets', () => {
    expect(calls('the GCD of 12 and 18, 24 and 36.', [gcd])).toEqual([
      ['math.gcd', { num1: 12, num2: 18 }],
      ['math.gcd', { num1: 24, num2: 36 }],
    ]);
    expect(calls('the GCD of 12 and 18.', [gcd])).toEqual([['math.gcd', { num1: 12, num2: 18 }]]);
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

  it('treats an aside that names no tool as part of the request, not a second one', () => {
    const displacement = numericTool(
      'kinematics.displacement',
      'Displacement of an object from its initial speed, acceleration and time.',
      [
        ['initial_speed', 'number', 'Initial speed in m/s.'],
        ['acceleration', 'number', 'Acceleration in m/s^2.'],
        ['time', 'number', 'Time in seconds.'],
      ],
      3,
    );
    const trajectory = numericTool(
      'physics.trajectory',
      'Simulate straight line motion of a body from its speed and acceleration.',
      [
        ['speed', 'number', 'Speed in m/s.'],
        ['acceleration', 'number', 'Acceleration in m/s^2.'],
      ],
      2,
    );
    const message =
      'Calculate the displacement of a car with an initial speed of 20 m/s that accelerates at 10 m/s^2 for 5 seconds. (assuming a straight line motion)';
    expect(calls(message, [displacement, trajectory]).map(([name]) => name)).toEqual(['kinematics.displacement']);
  });

  it('moves several files into one folder, each keeping its own name', () => {
    const relocate = tool('relocate_file', 'Move a file or directory to a new place', { source: { type: 'string' }, destination: { type: 'string' } }, [
      'source',
      'destination',
    ]);
    expect(calls('move journal/old1.txt and journal/old2.txt to journal/archive', [relocate])).toEqual([
      ['relocate_file', { source: 'journal/old1.txt', destination: 'journal/archive/old1.txt' }],
      ['relocate_file', { source: 'journal/old2.txt', destination: 'journal/archive/old2.txt' }],
    ]);
  });
});
