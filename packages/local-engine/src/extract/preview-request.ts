/**
 * A request to see a change before it is made: "preview, don't apply",
 * "just show me the diff", "dry run", "show me the diff first". A flag that
 * previews changes (a dry run) is set by it, whatever the flag is called.
 */
import type { JsonSchema } from '../types.js';

/** A flag whose name or description says it previews rather than applies. */
const PREVIEW_FLAG_NAME = /dry.?run|preview|simulat|what.?if/i;
/**
 * "Simulate the changes" previews; "Simulate an ambiguous query that requires clarification" makes the tool act out a
 * case, which a request to simulate something does not ask for.
 */
const PREVIEW_FLAG_DESCRIPTION =
  /^\s*(?:preview|simulate(?: (?:the|this|an?|its))? (?:operation|changes?|edits?|writes?|actions?|run|execution|deletion|move)\b|simulate\s+without|show (?:the )?changes? without|dry.?run)|\bwithout (?:applying|writing|saving|making)\b/i;

/** How people ask to see a change first. */
const ASKS_PREVIEW = new RegExp(
  [
    String.raw`\bpreview\b`,
    String.raw`\bdry[\s_-]?run\b`,
    String.raw`\b(?:don'?t|do not|without)\s+(?:actually\s+)?(?:apply|applying|save|saving|write|writing|commit|committing)\b`,
    // Saying the change is not to happen: "without changing anything", "don't actually do it", "not for real".
    String.raw`\bwithout\s+(?:actually\s+)?(?:changing|modifying|touching|editing|making)\b`,
    String.raw`\b(?:don'?t|do not)\s+(?:actually|really)\b`,
    String.raw`\b(?:don'?t|do not)\s+make\s+(?:the|that|this|any)\s+(?:edit|change)s?\b`,
    String.raw`\bnot\s+for\s+real\b`,
    String.raw`\b(?:simulat(?:e|ing|ion)|hypothetical(?:ly)?)\b`,
    String.raw`\bwhat\s+(?:it|that|this|the\s+\w+)\s*(?:'d|’d|\s+would)\s+look\s+like\b`,
    String.raw`\bwhat\s+would\s+happen\b`,
    String.raw`\b(?:show|give|let me see)\s+(?:me\s+)?(?:the\s+|a\s+)?(?:diff|changes|difference)\b`,
    String.raw`\bjust\s+(?:show|see)\b`,
    String.raw`\bwhat\s+would\s+(?:change|it look like)\b`,
    String.raw`\bbefore\s+(?:applying|you apply|saving|you save|doing it)\b`,
    String.raw`\bshow\s+me\s+(?:it\s+)?first\b`,
  ].join('|'),
  'i',
);
/** The same cues, each with a joining "but" or "and" before it, to take them out of a request. */
const PREVIEW_CUE = new RegExp(String.raw`(?:,?\s*(?:but|and)\s+)?(?:${ASKS_PREVIEW.source})[:,]?`, 'gi');

export function previewsChanges(name: string, schema: JsonSchema): boolean {
  return PREVIEW_FLAG_NAME.test(name) || PREVIEW_FLAG_DESCRIPTION.test(schema.description ?? '');
}

export function asksPreview(text: string): boolean {
  return ASKS_PREVIEW.test(text);
}

/** The request without its ask to see the change first: what to run once the preview is approved. */
export function withoutPreview(text: string): string {
  return text
    .replace(PREVIEW_CUE, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
