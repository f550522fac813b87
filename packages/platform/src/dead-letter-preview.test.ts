import { describe, expect, it } from 'vitest';
import { storableRaw, storableReason, type RawPreview } from './dead-letter-preview.js';

function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

describe('storableRaw', () => {
  it('keeps ordinary job data whole, redacted', () => {
    expect(storableRaw({ id: 'p1', turn: { message: 'key sk_live_4eC39HqLyjWDarjtT1zdp7dc' } })).toEqual({
      id: 'p1',
      turn: { message: 'key [redacted:stripe-key]' },
    });
  });

  it('turns 10,000-deep data into a bounded, redacted preview without throwing', () => {
    const stored = storableRaw({
      id: 'p1',
      token: 'xoxb-2634526374-1234567890123-AbCdEfGhIjKlMnOpQrStUvWx',
      plan: nested(10_000, 'sk_live_4eC39HqLyjWDarjtT1zdp7dc'),
    }) as RawPreview;
    expect(stored.cut).toMatch(/nested deeper than 64 levels/);
    expect(stored.preview.length).toBeLessThanOrEqual(8_193);
    expect(stored.preview).toContain('"id":"p1"');
    expect(stored.preview).not.toContain('xoxb-');
    expect(stored.preview).not.toContain('sk_live_');
    expect(() => JSON.stringify(stored)).not.toThrow();
  });

  it('turns oversize data into a preview cut to a few KB', () => {
    const stored = storableRaw({ id: 'p1', blob: `${'x'.repeat(9 * 1024 * 1024)} sk_live_4eC39HqLyjWDarjtT1zdp7dc` }) as RawPreview;
    expect(stored.cut).toMatch(/larger than/);
    expect(stored.preview.length).toBeLessThanOrEqual(8_193);
  });
});

describe('storableReason', () => {
  it('redacts and bounds the reason', () => {
    expect(storableReason('failed on redis://admin:pw-Sup3r@cache:6379')).toBe('failed on redis://admin:[redacted:url-password]@cache:6379');
    expect(storableReason('e'.repeat(10_000)).length).toBeLessThanOrEqual(4_001);
  });
});
