import { z } from 'zod';
import { ChatMessageSchema } from '@switchyard/packet-schema';

/** Body of `POST /v1/turns`; the turn itself is validated again by the producer. */
export const TurnRequestSchema = z.strictObject({
  /** A UUID of the caller's choosing (to open the event stream first, or to submit idempotently). */
  id: z.uuid('id must be a UUID').optional(),
  message: z.string({ error: 'message is required: the user message as a string' }).min(1, 'message is empty'),
  sessionId: z.string().min(1).max(200).optional(),
  /** Only from keys with `speaksForUsers` (then `<tenant>:<user>`); otherwise the turn runs as the key's name. */
  userId: z.string().min(1).max(200).optional(),
  agentId: z.string().min(1).max(200).default('default'),
  history: z.array(ChatMessageSchema).max(50).optional(),
  /** false: answer 202 with the packet id at once instead of waiting for the reply. */
  wait: z.boolean().default(true),
});
export type TurnRequest = z.infer<typeof TurnRequestSchema>;

export const ApprovalRequestSchema = z.strictObject({
  decision: z.enum(['approve', 'deny'], { error: 'decision must be "approve" or "deny"' }),
  wait: z.boolean().default(true),
});

/** The user's answer to a tool's form question: accept with the form's values, decline or cancel. */
export const ElicitationRequestSchema = z.strictObject({
  action: z.enum(['accept', 'decline', 'cancel'], { error: 'action must be "accept", "decline" or "cancel"' }),
  content: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
});
