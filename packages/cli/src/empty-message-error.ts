import { SwitchyardError } from '@switchyard/platform';

/** `ask -` read nothing but white space from stdin. */
export class EmptyMessageError extends SwitchyardError {
  override readonly name = 'EmptyMessageError';
  /** `askCommand`: `ask -` as the user ran it (same config), for the example. */
  constructor(askCommand: string) {
    super(`ask -: no message on stdin (pipe one in, e.g. \`echo "read the file notes/todo.md" | ${askCommand}\`)`);
  }
}
