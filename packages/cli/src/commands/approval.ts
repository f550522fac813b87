import { approvalResumesAt } from '@switchyard/platform';
import type { ApprovalDecision } from '@switchyard/platform';
import { formatTurn, turnExitCode } from '../format-turn.js';
import { CliSession } from '../session.js';
import { writeShown } from '../screen-text.js';
import { ApprovalServersMissingError } from '../approval-servers-error.js';

export interface ApprovalOptions {
  config?: string;
  json?: boolean;
  remote?: boolean;
  by: string;
  timeout: string;
}

/** `switchyard approve|deny <packetId>`: answers a parked turn and prints how it ended. */
export async function answerApproval(packetId: string, decision: ApprovalDecision, options: ApprovalOptions): Promise<number> {
  // The stage the answer resumes the turn at must be listening.
  const resumesAt = approvalResumesAt(decision === 'approve' ? 'approve' : 'deny');
  const session = await CliSession.open({
    ...(options.config ? { config: options.config } : {}),
    ...(options.remote ? { remote: true, requireStage: resumesAt } : {}),
  });
  try {
    // Run here, the approved calls need this config's servers: without them the yes would be spent on a sure failure.
    if (decision === 'approve' && !options.remote) {
      const parked = await session.deployment.approvals.get(packetId);
      const missing = [...new Set((parked?.plan?.steps ?? []).map((step) => step.server))].filter((server) => !(server in session.config.mcpServers));
      if (missing.length > 0) throw new ApprovalServersMissingError(packetId, missing);
    }
    const packet = await session.producer.answerApproval(packetId, decision, options.by, { timeoutMs: Number(options.timeout) });
    if (options.json) process.stdout.write(`${JSON.stringify(packet, null, 2)}\n`);
    else writeShown(process.stdout, `${formatTurn(packet, undefined, options)}\n`);
    return turnExitCode(packet);
  } finally {
    await session.close();
  }
}
