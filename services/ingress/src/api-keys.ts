import { createHash, timingSafeEqual } from 'node:crypto';
import type { Principal } from './principal.js';

/** The SHA-256 hex of a key, the only form keys are stored in. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/**
 * The configured API keys (hashed). A caller sends its key as
 * `Authorization: Bearer <key>`, `X-Api-Key: <key>` or HTTP Basic with the key
 * as the password (what a browser sends for the queue dashboard).
 */
export class ApiKeys {
  private readonly entries: { principal: Principal; digest: Buffer; rateLimit: number | undefined }[];

  constructor(
    keys: { name: string; sha256: string; rateLimit?: number | undefined; tenant?: string | undefined; speaksForUsers?: boolean; admin?: boolean }[],
  ) {
    this.entries = keys.map((k) => ({
      principal: { keyName: k.name, tenant: (k.tenant ?? k.name).toLowerCase(), speaksForUsers: k.speaksForUsers ?? false, admin: k.admin ?? false },
      digest: Buffer.from(k.sha256, 'hex'),
      rateLimit: k.rateLimit,
    }));
  }

  /** The key's own requests-per-window, when it has one. */
  rateLimitOf(name: string): number | undefined {
    return this.entries.find((e) => e.principal.keyName === name)?.rateLimit;
  }

  get size(): number {
    return this.entries.length;
  }

  /** The principal of the key the request carries, or undefined when it carries none that is known. */
  identify(headers: { authorization?: string | undefined; 'x-api-key'?: string | string[] | undefined }): Principal | undefined {
    const key = presentedKey(headers);
    if (!key) return undefined;
    const digest = createHash('sha256').update(key, 'utf8').digest();
    // Compare with every entry in constant time so timing tells nothing about which keys exist.
    let found: Principal | undefined;
    for (const entry of this.entries) {
      if (timingSafeEqual(entry.digest, digest) && !found) found = entry.principal;
    }
    return found;
  }
}

function presentedKey(headers: { authorization?: string | undefined; 'x-api-key'?: string | string[] | undefined }): string | undefined {
  const header = headers['x-api-key'];
  if (typeof header === 'string' && header) return header;
  const [scheme, value] = (headers.authorization ?? '').split(' ', 2);
  if (!value) return undefined;
  if (scheme?.toLowerCase() === 'bearer') return value;
  if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    return decoded.slice(decoded.indexOf(':') + 1) || undefined;
  }
  return undefined;
}
