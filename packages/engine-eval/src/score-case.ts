/**
 * Scoring rules of the evaluation format: tool needed yes/no, the set of tool
 * names, and one-to-one argument matching where each argument lists its
 * acceptable values ("" = may be left out), numbers compare as numbers and
 * strings after trimming and case-folding.
 */
import type { EvalCase, ExpectedCall } from './eval-case.js';
import { findsPath, isFoundPath, type MadeCall } from './found-path.js';

export interface CaseScore {
  toolNeededCorrect: boolean;
  /** Undefined when the case expects no calls. */
  toolNameCorrect?: boolean;
  /** Undefined when the case expects no calls or leaves them unspecified. */
  argumentsCorrect?: boolean;
}

export function scoreCase(testCase: EvalCase, needsTool: boolean, calls: readonly MadeCall[]): CaseScore {
  const expected = testCase.expected;
  const made = needsTool ? calls : [];
  const score: CaseScore = { toolNeededCorrect: needsTool === expected.tool_needed };
  if (expected.calls.length === 0) return score;
  const expectedNames = new Set(expected.calls.map((call) => call.name));
  const madeNames = new Set(made.map((call) => call.tool));
  score.toolNameCorrect = expectedNames.size === madeNames.size && [...expectedNames].every((name) => madeNames.has(name));
  if (!expected.calls_unspecified) score.argumentsCorrect = callsMatch(expected.calls, made);
  return score;
}

/** Whether the made calls match the expected ones one to one, in any order. */
export function callsMatch(expected: readonly ExpectedCall[], made: readonly MadeCall[]): boolean {
  if (expected.length !== made.length) return false;
  const used = new Array<boolean>(made.length).fill(false);
  const assign = (index: number): boolean => {
    const want = expected[index];
    if (!want) return true;
    for (let j = 0; j < made.length; j += 1) {
      const call = made[j];
      if (used[j] || !call || !callMatches(want, call)) continue;
      used[j] = true;
      if (assign(index + 1)) return true;
      used[j] = false;
    }
    return false;
  };
  return assign(0);
}

export function callMatches(expected: ExpectedCall, call: MadeCall): boolean {
  if (expected.name !== call.tool) return false;
  for (const name of Object.keys(call.arguments)) if (!(name in expected.arguments)) return false;
  for (const [name, acceptable] of Object.entries(expected.arguments)) {
    if (!(name in call.arguments) || call.arguments[name] === undefined) {
      if (!acceptable.includes('')) return false;
      continue;
    }
    const value = call.arguments[name];
    // A path an earlier search finds: right when the search finds an acceptable path.
    const matches = isFoundPath(value)
      ? (option: unknown) => typeof option === 'string' && findsPath(value, option)
      : (option: unknown) => valuesEqual(option, value);
    if (!acceptable.some((option) => option !== '' && matches(option))) return false;
  }
  return true;
}

export function valuesEqual(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number' || typeof actual === 'number') {
    const a = typeof expected === 'string' ? Number(expected.trim()) : expected;
    const b = typeof actual === 'string' ? Number(actual.trim()) : actual;
    return typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a));
  }
  if (typeof expected === 'string' && typeof actual === 'string') {
    return expected.trim().toLowerCase() === actual.trim().toLowerCase();
  }
  if (Array.isArray(expected) && Array.isArray(actual)) {
    return expected.length === actual.length && expected.every((item, index) => valuesEqual(item, actual[index]));
  }
  if (expected && actual && typeof expected === 'object' && typeof actual === 'object' && !Array.isArray(expected) && !Array.isArray(actual)) {
    // Nested objects use the same "list of acceptable values" convention as top-level arguments.
    const want = expected as Record<string, unknown>;
    const got = actual as Record<string, unknown>;
    for (const key of Object.keys(got)) if (!(key in want)) return false;
    return Object.entries(want).every(([key, option]) => {
      const options = Array.isArray(option) ? option : [option];
      if (!(key in got)) return options.includes('');
      // An array value written as itself ("observations": ["plays tennis"]) matches as a whole, as well as a list
      // of acceptable values does: an array field could not match otherwise.
      if (Array.isArray(option) && Array.isArray(got[key]) && valuesEqual(option, got[key])) return true;
      return options.some((candidate) => candidate !== '' && valuesEqual(candidate, got[key]));
    });
  }
  return expected === actual;
}
