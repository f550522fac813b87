import type { RecordedRequest } from './wire-server.js';

/** Every message of a recorded model request, joined: what the model was shown. */
export function promptOf(request: RecordedRequest): string {
  return request.body.messages.map((m: { content: string }) => m.content).join('\n');
}

/**
 * What a well-behaved model answers for each stage's answer name, from the JSON
 * Schema and prompt it was sent: route to a tool, pick the file reader from the
 * shortlist with the path in the message, approve, and quote the launch code.
 */
export function stageAnswer(name: string, schema: any, prompt: string): unknown {
  switch (name) {
    case 'route_decision':
      return { needsTool: true, goal: 'read a file', rationale: 'the user names a file to read', confidence: 0.9 };
    case 'tool_selection': {
      const shortlist: string[] = schema.properties.calls.items.properties.tool.enum;
      const tool = shortlist.find((t) => t.endsWith('read_text_file')) ?? shortlist[0];
      const path = /read the file (\S+)/.exec(prompt)?.[1];
      return { calls: [{ tool, arguments: { path }, why: 'reads the named file', confidence: 0.95 }], confidence: 0.95, reasoning: 'one read' };
    }
    case 'plan_review':
      return { approved: true, confidence: 0.9, reasons: ['reads exactly the file the user named'] };
    case 'reply':
      return { text: `The model says: ${/launch code is (\S+?)\./.exec(prompt)?.[1] ?? 'nothing found'}`, summary: 'read one file' };
    default:
      throw new Error(`unexpected answer ${name}`);
  }
}
