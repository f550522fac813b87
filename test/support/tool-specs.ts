import type { ToolSpec } from '@switchyard/local-engine';

/** A tool as the engine reads it: a name, a description and an object of parameters. */
export const toolSpec = (name: string, description: string, properties: Record<string, unknown>, required: string[]): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties, required } as ToolSpec['parameters'],
});

const text = { type: 'string' };
/** A tool that sends a text message, as the security rounds on messages for someone offer it. */
export const TEXTER = toolSpec(
  'messages.send_sms',
  'Send a text message to a contact.',
  { to: { type: 'string', description: 'Contact name or phone number' }, message: { type: 'string', description: 'Message body' } },
  ['to', 'message'],
);
/** A tool that sends an e-mail. */
export const MAILER = toolSpec('mail.send_email', 'Send an email to a recipient.', { to: text, subject: text, body: text }, ['to', 'body']);
