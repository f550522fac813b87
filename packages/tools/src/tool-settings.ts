import { z } from 'zod';

/** Per tool (`server.tool`): capability tags (else derived from the description) and example requests. */
export const ToolSettingsSchema = z
  .record(
    z.string(),
    z.strictObject({ capabilities: z.array(z.string().min(1).max(40)).max(20).optional(), examples: z.array(z.string().max(500)).max(20).optional() }),
  )
  .default({});

export type ToolSettings = z.infer<typeof ToolSettingsSchema>;
