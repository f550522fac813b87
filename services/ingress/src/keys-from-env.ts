import { ConfigError } from '@switchyard/runtime';

const ENTRY = /^([A-Za-z0-9_.-]{1,64})=([0-9a-f]{64})$/;

/** `name=<sha256 hex>[,name=<sha256 hex>…]` → key entries; anything else is a config error saying what is expected. */
export function keysFromEnv(value: string | undefined): { name: string; sha256: string }[] {
  if (!value?.trim()) return [];
  return value.split(',').map((raw) => {
    const match = ENTRY.exec(raw.trim());
    if (!match) {
      throw new ConfigError(`SWITCHYARD_INGRESS_API_KEYS: "${raw.trim().slice(0, 20)}…" is not name=<sha256 hex of the key> (64 lowercase hex characters)`);
    }
    return { name: match[1]!, sha256: match[2]! };
  });
}
