import { text } from 'node:stream/consumers';
import { cliCommand, type CommandHints } from './cli-command.js';
import { EmptyMessageError } from './empty-message-error.js';

/** The message argument, or for `-` the whole of stdin (long messages do not fit argv). */
export async function readMessage(argument: string, hints: CommandHints = {}, input: NodeJS.ReadableStream = process.stdin): Promise<string> {
  if (argument !== '-') return argument;
  if ((input as { isTTY?: boolean }).isTTY) process.stderr.write('switchyard: reading the message from stdin; end it with Ctrl-D\n');
  const message = (await text(input)).replace(/\s+$/, '');
  if (message.trim() === '') throw new EmptyMessageError(cliCommand(['ask', '-'], hints));
  return message;
}
