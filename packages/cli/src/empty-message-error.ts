import { SwitchyardError } from '@switchyard/platform';

/** `ask -` read nothing but white space from stdin. */
export class EmptyMessageError extends SwitchyardError {
  override readonly name = 'EmptyMessageError';
  constructor() {
    super('ask -: no message on stdin (pipe one in, e.g. `echo "read the file notes/todo.md" | switchyard ask -`)');
  }
}
