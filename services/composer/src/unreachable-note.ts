import type { Packet, Reply } from '@switchyard/packet-schema';

/**
 * The reply of a turn routed while configured MCP servers were unreachable names
 * them and why: without it, a misspelt server command reads as "no tool fits" and
 * nobody looks at the logs. When no tool ran, that is the first thing it says
 * (before, say, "no language model"), since it is likely why; otherwise it ends the reply.
 */
export function withUnreachableServers(reply: Reply, packet: Packet): Reply {
  const unreachable = packet.unreachable ?? [];
  if (unreachable.length === 0) return reply;
  const servers = unreachable.map((u) => `${u.server} (${u.reason})`).join('; ');
  const note = `${unreachable.length === 1 ? 'The MCP server' : 'These MCP servers'} could not be reached, so ${unreachable.length === 1 ? 'its' : 'their'} tools were not available to this turn: ${servers}.`;
  return {
    ...reply,
    text: (ranTool(packet) ? `${reply.text}\n\n${note}` : `${note}\n\n${reply.text}`).slice(0, 64_000),
    summary: `${reply.summary ?? 'replied'}; unreachable: ${unreachable.map((u) => u.server).join(', ')}`.slice(0, 4_000),
  };
}

function ranTool(packet: Packet): boolean {
  return packet.execution?.steps.some((step) => step.ok) ?? false;
}
