import { checkShape, describeShapeViolation, TOOL_RESULT_SHAPE, type ResourceLink, TEXT_LIMITS } from '@switchyard/packet-schema';
import { ToolResultRejectedError } from './tool-result-error.js';

/** The parts of an MCP `tools/call` result the packet keeps. */
export interface ToolCallOutput {
  text: string;
  structured?: unknown;
  /** The result's resource links, as links: the reply lists them, nothing fetches them. */
  links?: ResourceLink[];
  isError: boolean;
  /** Nothing was called: the step was a dry run. */
  dryRun?: boolean;
  /** An `isError` result whose `_meta.retryable` is true: the tool says trying again may help. */
  retryable?: boolean;
}

interface ContentBlock {
  type: string;
  text?: string;
  resource?: { uri?: string; text?: string };
  uri?: string;
  name?: string;
  mimeType?: string;
}

/** The note a cut text ends with. */
const CUT_NOTE = /\n… \(\d+ more characters cut\)$/;

/** Whether a result's text was cut to the output limit: it is not the whole output, and must not be passed on as if it were. */
export function wasCut(text: string): boolean {
  return CUT_NOTE.test(text);
}

/** Text of a tool result: text blocks as they are, other blocks as a short marker. Bounded. */
export function toolResultText(content: unknown, maxChars: number): string {
  const blocks = Array.isArray(content) ? (content as ContentBlock[]) : [];
  const parts = blocks.map((block) => {
    switch (block.type) {
      case 'text':
        return block.text ?? '';
      case 'resource':
        return block.resource?.text ?? `[resource ${block.resource?.uri ?? ''}]`;
      case 'resource_link':
        return undefined;
      default:
        return `[${block.type}${block.mimeType ? ` ${block.mimeType}` : ''}]`;
    }
  });
  const text = parts.filter((part) => part !== undefined).join('\n');
  return text.length > maxChars ? `${text.slice(0, maxChars)}\n… (${text.length - maxChars} more characters cut)` : text;
}

const MAX_LINKS = 100;
const cut = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined);

/** The `resource_link` items of a tool result as `{ links }` (bounded), or nothing when it has none. */
export function toolResultLinks(content: unknown): { links?: ResourceLink[] } {
  const blocks = Array.isArray(content) ? (content as ContentBlock[]) : [];
  const links = blocks
    .filter((block) => block.type === 'resource_link' && typeof block.uri === 'string')
    .slice(0, MAX_LINKS)
    .map((block): ResourceLink => {
      const name = cut(block.name, 500);
      const mimeType = cut(block.mimeType, 200);
      return { uri: (block.uri as string).slice(0, TEXT_LIMITS.short), ...(name ? { name } : {}), ...(mimeType ? { mimeType } : {}) };
    });
  return links.length > 0 ? { links } : {};
}

/**
 * Refuses a result over the tool-result shape limits before anything recurses
 * into it. Structured content is checked for depth and size; content blocks for
 * depth only, since long text is cut to maxOutputChars anyway.
 */
export function checkToolResult(server: string, tool: string, result: Record<string, unknown>): void {
  const violation =
    checkShape(result.structuredContent, TOOL_RESULT_SHAPE) ??
    checkShape(result.content, { maxDepth: TOOL_RESULT_SHAPE.maxDepth, maxBytes: Number.POSITIVE_INFINITY });
  if (!violation) return;
  const code = violation.kind === 'too_deep' ? 'result_too_deep' : 'result_too_large';
  throw new ToolResultRejectedError(code, describeShapeViolation(`the result of ${server}.${tool}`, violation));
}

/** The parts of a `tools/call` result (a call's own, or a task's `tasks/result`) the packet keeps, checked first. */
export function toolCallOutput(
  server: string,
  tool: string,
  result: { content?: unknown; structuredContent?: unknown; isError?: boolean; _meta?: Record<string, unknown> },
  maxOutputChars: number,
): ToolCallOutput {
  checkToolResult(server, tool, result);
  return {
    text: toolResultText(result.content, maxOutputChars),
    ...(result.structuredContent !== undefined ? { structured: result.structuredContent } : {}),
    ...toolResultLinks(result.content),
    isError: result.isError === true,
    ...(result.isError === true && result._meta?.retryable === true ? { retryable: true } : {}),
  };
}
