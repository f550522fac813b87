import { z } from 'zod';
import { PacketSchema } from './schemas.js';

/** JSON Schema (draft 2020-12) of the current packet, for producers in other languages. */
export function packetJsonSchema(): Record<string, unknown> {
  return {
    $id: 'https://switchyard.dev/schemas/packet.v1.json',
    title: 'Switchyard packet',
    ...z.toJSONSchema(PacketSchema, { io: 'input' }),
  };
}
