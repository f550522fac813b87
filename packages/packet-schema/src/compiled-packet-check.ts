import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
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
 * - lengths count code points (a surrogate pair is one), and patterns run without the `u` flag, as zod's do;
 * - the one refinement JSON Schema cannot say (a reinjection count within its max) is checked here.
 * A test holds both to the same answers on valid, forged and mutated packets.
 */
let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  // Formats are not checked: zod's schema carries each format's pattern too, and those are what zod runs.
  compiled ??= new Ajv2020({ unicodeRegExp: false, strict: false, validateFormats: false, logger: false }).compile(
    z.toJSONSchema(PacketSchema, { io: 'output' }),
  );
  return compiled;
}

/** Whether the value is a current-version packet that zod would accept unchanged (then it is used as it is). */
export function isCurrentPacketAsIs(raw: unknown): raw is Packet {
  if (!validator()(raw)) return false;
  const { count, max } = (raw as Packet).reinjection;
  return count <= max;
}
