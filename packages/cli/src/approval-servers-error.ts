import { SwitchyardError } from '@switchyard/platform';

/**
 * `approve` would run the parked plan with a config that has none of the servers it names (run from another folder,
 * or with another config): refused before the answer is recorded, so the turn stays parked for the right command.
 */
export class ApprovalServersMissingError extends SwitchyardError {
  override readonly name = 'ApprovalServersMissingError';
  constructor(packetId: string, missing: readonly string[]) {
    super(
      `turn ${packetId} waits to run calls on ${missing.map((name) => `"${name}"`).join(', ')}, which this config does not name ` +
        '(no MCP server of that name is configured here): nothing was answered, and the turn still waits. ' +
        'Run the command with the config the turn ran with (--config FILE, or from the folder that holds it).',
    );
  }
}
