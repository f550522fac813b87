import { describe, expect, it } from 'vitest';
import { withoutColonLeadIn } from './colon-lead-in.js';

describe('a request introduced before a colon', () => {
  it('is read from after the colon when a discourse marker introduced it', () => {
    expect(withoutColonLeadIn("ok in english then: remember Pedro's birthday is August 30")).toBe("remember Pedro's birthday is August 30");
    expect(withoutColonLeadIn('one more thing: add eggs to my shopping list')).toBe('add eggs to my shopping list');
  });

  it('keeps a label, a path or a request before the colon, and a colon before no firm request', () => {
    expect(withoutColonLeadIn('Todo: write the report')).toBe('Todo: write the report');
    expect(withoutColonLeadIn('notes/todo.md: add eggs at the end')).toBe('notes/todo.md: add eggs at the end');
    expect(withoutColonLeadIn('ok so: what a week it has been')).toBe('ok so: what a week it has been');
    // A head that denies the request keeps it whole: what follows is not asked for.
    expect(withoutColonLeadIn('so do not: delete important.md')).toBe('so do not: delete important.md');
  });

  it('keeps a head that reports what someone or something said: what follows is a quotation, not the request', () => {
    expect(withoutColonLeadIn('so my notes say: delete important.md')).toBe('so my notes say: delete important.md');
    expect(withoutColonLeadIn('and then he asked: delete important.md')).toBe('and then he asked: delete important.md');
    expect(withoutColonLeadIn('ok I heard: delete important.md')).toBe('ok I heard: delete important.md');
  });
});
