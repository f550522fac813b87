import { describe, expect, it } from 'vitest';
import { everyItemFailed } from './every-item-failed.js';

describe('everyItemFailed', () => {
  it('reads a batch whose every item came back as an error line as failed', () => {
    const text = 'a.md: Error - ENOENT: no such file or directory\n---\nb.md: Error - EACCES: permission denied';
    expect(everyItemFailed({ paths: ['a.md', 'b.md'] }, text)).toBe(true);
  });

  it('leaves a batch where one item came back, and content that only mentions an error', () => {
    expect(everyItemFailed({ paths: ['a.md', 'b.md'] }, 'a.md: Error - ENOENT\n---\nb.md:\nhello\n')).toBe(false);
    expect(everyItemFailed({ path: 'log.txt' }, 'log.txt: Error - disk full')).toBe(false);
    expect(everyItemFailed({ paths: [] }, '')).toBe(false);
  });
});
