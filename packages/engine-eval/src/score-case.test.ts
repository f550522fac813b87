import { describe, expect, it } from 'vitest';
import type { PlannedCall } from '@switchyard/local-engine';
import type { EvalCase } from './eval-case.js';
import { callsMatch, scoreCase, valuesEqual } from './score-case.js';

const call = (tool: string, args: Record<string, unknown>): PlannedCall => ({ tool, arguments: args, confidence: 1, why: '', missing: [] });

const testCase = (expected: EvalCase['expected']): EvalCase => ({ id: 'x', source: 's', query: 'q', history: [], tools: [], expected });

describe('valuesEqual', () => {
  it('compares numbers as numbers and strings trimmed and case-folded', () => {
    expect(valuesEqual(5, 5.0)).toBe(true);
    expect(valuesEqual(5, '5')).toBe(true);
    expect(valuesEqual(5, 6)).toBe(false);
    expect(valuesEqual('New York', ' new york ')).toBe(true);
    expect(valuesEqual('New York', 'NYC')).toBe(false);
    expect(valuesEqual([1, 2], [1, 2])).toBe(true);
    expect(valuesEqual([1, 2], [2, 1])).toBe(false);
  });
});

describe('callsMatch', () => {
  const expected = [
    { name: 'f', arguments: { a: [1], unit: ['km', ''] } },
    { name: 'f', arguments: { a: [2], unit: ['km', ''] } },
  ];
  it('matches calls one to one in any order, allowing optional arguments to be left out', () => {
    expect(callsMatch(expected, [call('f', { a: 2 }), call('f', { a: 1, unit: 'KM' })])).toBe(true);
  });
  it('fails on a wrong value, an unexpected argument, a missing required one or a wrong count', () => {
    expect(callsMatch(expected, [call('f', { a: 2 }), call('f', { a: 3 })])).toBe(false);
    expect(callsMatch(expected, [call('f', { a: 2 }), call('f', { a: 1, extra: 1 })])).toBe(false);
    expect(callsMatch(expected, [call('f', { a: 2 }), call('f', {})])).toBe(false);
    expect(callsMatch(expected, [call('f', { a: 2 })])).toBe(false);
  });
});

describe('nested array fields', () => {
  it('match an array value written as itself, and still read a list of acceptable values', () => {
    const wanted = [{ name: 'f', arguments: { items: [[{ who: 'Tom', notes: ['plays tennis'] }]] } }];
    expect(callsMatch(wanted, [call('f', { items: [{ who: 'Tom', notes: ['plays tennis'] }] })])).toBe(true);
    expect(callsMatch(wanted, [call('f', { items: [{ who: 'Tom', notes: ['plays golf'] }] })])).toBe(false);
    const either = [{ name: 'f', arguments: { items: [[{ who: ['Tom', 'Tommy'] }]] } }];
    expect(callsMatch(either, [call('f', { items: [{ who: 'Tommy' }] })])).toBe(true);
  });
});

describe('scoreCase', () => {
  it('scores tool-needed, names and arguments', () => {
    const score = scoreCase(testCase({ tool_needed: true, calls: [{ name: 'f', arguments: { a: [1] } }] }), true, [call('f', { a: 2 })]);
    expect(score).toEqual({ toolNeededCorrect: true, toolNameCorrect: true, argumentsCorrect: false });
  });
  it('counts any call as wrong when no tool is needed', () => {
    expect(scoreCase(testCase({ tool_needed: false, calls: [] }), true, [call('f', {})])).toEqual({ toolNeededCorrect: false });
  });
  it('ignores calls when the router said no tool', () => {
    const score = scoreCase(testCase({ tool_needed: true, calls: [{ name: 'f', arguments: {} }] }), false, [call('f', {})]);
    expect(score.toolNameCorrect).toBe(false);
  });
  it('skips arguments when calls are unspecified', () => {
    const score = scoreCase(testCase({ tool_needed: true, calls_unspecified: true, calls: [{ name: 'f', arguments: {} }] }), true, [call('f', { z: 1 })]);
    expect(score).toEqual({ toolNeededCorrect: true, toolNameCorrect: true });
  });
});
