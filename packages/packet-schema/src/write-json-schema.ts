// Writes schema/packet.schema.json next to this package (run by `npm run build`).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packetJsonSchema } from './json-schema.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(packageDir, 'schema', 'packet.schema.json');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, `${JSON.stringify(packetJsonSchema(), null, 2)}\n`);
process.stdout.write(`wrote ${target}\n`);
