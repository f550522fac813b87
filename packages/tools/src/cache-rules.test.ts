import { describe, expect, it } from 'vitest';
import { CacheConfigSchema, CacheRules } from './cache-rules.js';

describe('CacheRules', () => {
  const rules = new CacheRules(CacheConfigSchema.parse({ 'fs.read_*': 30, 'fs.*': { ttlSeconds: 5 }, 'weather.forecast': { ttlSeconds: 600, shared: true } }));

  it('takes the first matching pattern in config order, with its TTL and scope', () => {
    expect(rules.ruleFor('fs.read_text_file')).toEqual({ pattern: 'fs.read_*', ttlSeconds: 30, shared: false });
    expect(rules.ruleFor('fs.list_directory')).toEqual({ pattern: 'fs.*', ttlSeconds: 5, shared: false });
    expect(rules.ruleFor('weather.forecast')).toEqual({ pattern: 'weather.forecast', ttlSeconds: 600, shared: true });
  });

  it('caches nothing that no rule lists', () => {
    expect(rules.ruleFor('weather.alerts')).toBeUndefined();
    expect(rules.ruleFor('other.read_text_file')).toBeUndefined();
    expect(new CacheRules(CacheConfigSchema.parse(undefined)).ruleFor('fs.read_text_file')).toBeUndefined();
  });

  it('refuses a wildcard server, a zero TTL and unknown keys', () => {
    expect(CacheConfigSchema.safeParse({ '*.read': 30 }).success).toBe(false);
    expect(CacheConfigSchema.safeParse({ 'fs*.read': 30 }).success).toBe(false);
    expect(CacheConfigSchema.safeParse({ 'fs.read': 0 }).success).toBe(false);
    expect(CacheConfigSchema.safeParse({ 'fs.read': { ttlSeconds: 5, sharde: true } }).success).toBe(false);
  });
});
