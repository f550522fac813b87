import { SwitchyardError } from '@switchyard/platform';

/** `replay` decides against the tool catalog running executors publish: with none running there is nothing to decide against. */
export class ReplayNeedsStagesError extends SwitchyardError {
  override readonly name = 'ReplayNeedsStagesError';
  /** `upCommand`: how the user starts them, with the config replay ran with. */
  constructor(prefix: string, upCommand: string) {
    super(
      `replay needs the stages running under the prefix "${prefix}": it decides against the tool catalog their executor publishes, ` +
        `and none is published. Start them in another terminal (${upCommand}), then replay again`,
    );
  }
}
