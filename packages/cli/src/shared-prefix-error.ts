import { SwitchyardError } from '@switchyard/platform';

/** A command that runs the stages in its own process found another deployment's workers under its prefix. */
export class SharedPrefixError extends SwitchyardError {
  override readonly name = 'SharedPrefixError';
  constructor(stage: string, count: number, prefix: string) {
    super(
      `${count} ${stage} worker${count === 1 ? '' : 's'} of another deployment already listen${count === 1 ? 's' : ''} under the prefix "${prefix}" ` +
        'on this Redis, and would take this turn and run it with their own config: send the turn to them with --remote, ' +
        'or give this config a prefix of its own ("prefix" in the config file, or SWITCHYARD_PREFIX)',
    );
  }
}
