import { ApiKeySchema, ConfigError } from '@switchyard/platform';
import type { z } from 'zod';

type ApiKey = z.infer<typeof ApiKeySchema>;

const ENTRY = /^([A-Za-z0-9_.-]{1,64})=([0-9a-f]{64})((?:;[^;,]*)*)$/;
const FORM = 'name=<sha256 hex of the key>[;tenant=<tenant>][;admin][;speaksForUsers]';

/**
 * `name=<sha256 hex>[;tenant=<t>][;admin][;speaksForUsers][,…]` → key entries;
 * anything else is a config error saying what is expected.
 */
export function keysFromEnv(value: string | undefined): ApiKey[] {
  if (!value?.trim()) return [];
  return value.split(',').map((raw) => {
    const entry = raw.trim();
    const match = ENTRY.exec(entry);
    if (!match) throw new ConfigError(`SWITCHYARD_INGRESS_API_KEYS: "${entry.slice(0, 20)}…" is not ${FORM} (64 lowercase hex characters)`);
    const key: Record<string, unknown> = { name: match[1], sha256: match[2] };
    for (const option of (match[3] ?? '').split(';').slice(1)) {
      const [flag, setting] = option.split('=', 2) as [string, string | undefined];
      if (flag === 'tenant' && setting) key.tenant = setting;
      else if ((flag === 'admin' || flag === 'speaksForUsers') && setting === undefined) key[flag] = true;
      else throw new ConfigError(`SWITCHYARD_INGRESS_API_KEYS: key ${match[1]}: "${option}" is not tenant=<tenant>, admin or speaksForUsers`);
    }
    const parsed = ApiKeySchema.safeParse(key);
    if (!parsed.success)
      throw new ConfigError(`SWITCHYARD_INGRESS_API_KEYS: key ${match[1]}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return parsed.data;
  });
}
