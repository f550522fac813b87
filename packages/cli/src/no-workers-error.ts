import { SwitchyardError } from '@switchyard/platform';

/** `--remote` with no worker listening on the stage a turn starts at: waiting would only time out. */
export class NoWorkersError extends SwitchyardError {
  override readonly name = 'NoWorkersError';
  /** `upCommand`: how the user starts them all, with the config this command ran with. */
  constructor(stage: string, prefix: string, upCommand: string) {
    super(
      `no ${stage} worker is listening under the prefix "${prefix}": start the stages (node services/${stage}/dist/main.js, ` +
        `${upCommand}, or docker compose up) with the same Redis and prefix, or drop --remote to run them in this process`,
    );
  }
}
