/**
 * A request to see a change before it is made: "preview, don't apply",
 * "just show me the diff", "dry run", "show me the diff first". A flag that
 * previews changes (a dry run) is set by it, whatever the flag is called.
 */
import type { JsonSchema } from '../types.js';

/** A flag whose name or description says it previews rather than applies. */
const PREVIEW_FLAG_NAME = /dry.?run|preview|simulat|what.?if/i;
const PREVIEW_FLAG_DESCRIPTION = /^\s*(?:preview|simulate|show (?:the )?changes? without|dry.?run)|\bwithout (?:applying|writing|saving|making)\b/i;

/** How people ask to see a change first. */
const ASKS_PREVIEW = new RegExp(
  [
    String.raw`\bpreview\b`,
    String.raw`\bdry[\s-]?run\b`,
    String.raw`\b(?:don'?t|do not|without)\s+(?:actually\s+)?(?:apply|applying|save|saving|write|writing|commit|committing)\b`,
    String.raw`\b(?:show|give|let me see)\s+(?:me\s+)?(?:the\s+|a\s+)?(?:diff|changes|difference)\b`,
    String.raw`\bjust\s+(?:show|see)\b`,
    String.raw`\bwhat\s+would\s+(?:change|it look like)\b`,
    String.raw`\bbefore\s+(?:applying|you apply|saving|you save|doing it)\b`,
  ].join('|'),
  'i',
);

export function previewsChanges(name: string, schema: JsonSchema): boolean {
  return PREVIEW_FLAG_NAME.test(name) || PREVIEW_FLAG_DESCRIPTION.test(schema.description ?? '');
}

export function asksPreview(text: string): boolean {
  return ASKS_PREVIEW.test(text);
}
