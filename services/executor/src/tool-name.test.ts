import { describe, expect, it } from 'vitest';
import { isValidToolName } from './tool-name.js';

describe('isValidToolName', () => {
  it.each(['read_file', 'Delete_All_Upper', 'a', 'ns.tool-name_2', 'x'.repeat(128)])('accepts %s', (name) => {
    expect(isValidToolName(name)).toBe(true);
  });

  it.each(['ns/delete_all', 'evil.a/b', '', 'x'.repeat(129), 'has space', 'semi;colon', 'ünï', 42, undefined])('refuses %s', (name) => {
    expect(isValidToolName(name)).toBe(false);
  });
});
