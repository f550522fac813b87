import { createRequire } from 'node:module';
import type { Ajv2020 as Ajv, ValidateFunction } from 'ajv/dist/2020.js';
import { z } from 'zod';
import { PacketSchema, type Packet } from './schemas.js';

/**
 * The current packet schema compiled once into one plain function (from the JSON Schema zod
 * writes for it), as a fast path in front of zod: a packet it accepts is accepted as it is,
 * with no copy made; anything else goes to zod, which strips unknown fields, says what is
 * wrong, or rejects. So it must never accept what zod would reject, and never accept a
 * packet zod would change:
 * - every object is closed (`additionalProperties: false` in zod's output schema): a packet
 *   carrying a field the schema does not know goes to zod, which strips it;
 * - lengths are counted in UTF-16 units, never fewer than the code points zod counts: a text only
 *   its surrogate pairs keep within a bound goes to zod; patterns run without the `u` flag, as zod's do;
 * - numbers are finite (`strictNumbers`), and no object holds a `__proto__` key (zod's records drop it);
 * - the one refinement JSON Schema cannot say (a reinjection count within its max) is checked here.
 * A test holds both to the same answers on valid, forged and mutated packets.
 */
let compiled: ValidateFunction | undefined;
let checkedBefore = 0;

/**
 * Compiling takes about a quarter of a second of CPU (Ajv loaded, then the code generated), the
 * price of some thousands of zod parses: a process compiles once it has checked this many
 * packets (a stage worker within its first turns); a command that checks a few never does.
 */
const COMPILE_AFTER_PACKETS = 100;

/** Compiles the check now (a process that will check many packets, and tests). */
export function compilePacketCheck(): ValidateFunction {
  // Loaded here, not imported: a process that never compiles never loads Ajv.
  const { Ajv2020 } = createRequire(import.meta.url)('ajv/dist/2020.js') as { Ajv2020: typeof Ajv };
  // Formats are not checked: zod's schema carries each format's pattern too, and those are what zod runs.
  // `unicode: false` (deprecated, still honoured): lengths as `.length`, a quarter faster than counting code points.
  // `strictNumbers`: JSON's 1e309 parses as Infinity, which zod refuses; Ajv takes it unless told (and `strict: false` tells it to).
  compiled ??= new Ajv2020({ unicode: false, unicodeRegExp: false, strict: false, strictNumbers: true, validateFormats: false, logger: false }).compile(
    withoutProtoKeys(z.toJSONSchema(PacketSchema, { io: 'output' })),
  );
  return compiled;
}

/** A key zod's records drop (it would set the prototype): an object holding one goes to zod, which strips it. */
const PROTO_KEY = '__proto__';

/**
 * Every object in the schema refuses a `__proto__` key of its own (JSON.parse makes one an ordinary own key).
 * A closed object (`additionalProperties: false`, no pattern properties) refuses it already, as it refuses any
 * key it does not name; the added check, a loop over every key of every object, was 40 % of the whole check's
 * time on a turn's packet, so it goes only on the objects that take keys they do not name (records).
 */
function withoutProtoKeys<T>(schema: T): T {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const object = node as Record<string, unknown>;
    const closed = object.additionalProperties === false && object.patternProperties === undefined && !hasProtoProperty(object.properties);
    if (object.type === 'object' && !closed) {
      const noProto = { not: { const: PROTO_KEY } };
      object.propertyNames = object.propertyNames === undefined ? noProto : { allOf: [object.propertyNames, noProto] };
    }
    for (const inner of Object.values(object)) visit(inner);
  };
  visit(schema);
  return schema;
}

/** Whether a schema's named properties include `__proto__` (then a closed object would take that key). */
function hasProtoProperty(properties: unknown): boolean {
  return typeof properties === 'object' && properties !== null && Object.hasOwn(properties, PROTO_KEY);
}

/**
 * Whether the value is a current-version packet that zod would accept unchanged (then it is used as it is).
 * `false` also while the check is not compiled yet: zod decides then.
 */
export function isCurrentPacketAsIs(raw: unknown): raw is Packet {
  const check = compiled ?? (++checkedBefore >= COMPILE_AFTER_PACKETS ? compilePacketCheck() : undefined);
  if (!check?.(raw)) return false;
  const { count, max } = (raw as Packet).reinjection;
  return count <= max;
}
