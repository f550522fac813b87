/**
 * Coordinated spans: "10, 20 and 30", "Taylor Swift and Maroon 5",
 * "20 minutes and 15 minutes". Used for arrays and for fanning one call out
 * into several.
 */

export interface Span {
  start: number;
  end: number;
}

export interface GroupOptions {
  /**
   * Require "and"/"or" somewhere in the list: "Miami, Florida" is one place,
   * "Paris, Rome and Oslo" three. Bare comma lists ("12, 24, 36") still count
   * for array parameters.
   */
  requireConjunction?: boolean;
  /** "between 1 and 1000" names two ends of a range, not a list (numbers only). */
  rangesAreNotLists?: boolean;
}

/** Text allowed between two list members: a comma, "and", "or", possibly after a repeated unit. */
const LIST_GAP = /^\s*(?:[A-Za-z%°$/^]{1,12}\s*)?(?:,\s*(?:and|or|&)?|and|or|&|vs\.?|versus|as well as|plus)\s*(?:the\s+|a\s+|an\s+)?(?:\$)?$/i;
/** Between two quoted members: "'Civil' and 'Criminal'", "'A', 'B', and 'C'" (a quote closes and another opens). */
const QUOTED_LIST_GAP = /^["'”’]\s*(?:,\s*(?:and|or|&)?|and|or|&|vs\.?|versus|as well as|plus)\s*["'“‘]$/i;
const CONJUNCTION = /\b(and|or|vs\.?|versus|as well as|plus)\b|&/i;

/** Groups of spans (sorted by position) that the text joins into lists. */
export function coordinatedGroups<T extends Span>(text: string, spans: readonly T[], options: GroupOptions = {}): T[][] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const groups: T[][] = [];
  let current: T[] = [];
  for (const span of sorted) {
    const previous = current[current.length - 1];
    // The same span read twice (a number and an assignment of it) is one member.
    if (previous && previous.start === span.start && previous.end === span.end) continue;
    if (previous && previous.end <= span.start && isListGap(text.slice(previous.end, span.start))) {
      current.push(span);
    } else {
      if (current.length > 0) groups.push(current);
      current = [span];
    }
  }
  if (current.length > 0) groups.push(current);
  // A run that is not a list after all falls apart into single spans.
  return groups.flatMap((group) => {
    const notAList =
      (options.rangesAreNotLists === true && isRange(text, group)) || (options.requireConjunction === true && group.length > 1 && !hasConjunction(text, group));
    return notAList ? group.map((span) => [span]) : [group];
  });
}

function isListGap(gap: string): boolean {
  return LIST_GAP.test(gap) || QUOTED_LIST_GAP.test(gap);
}

function hasConjunction(text: string, group: readonly Span[]): boolean {
  for (let i = 1; i < group.length; i += 1) {
    const previous = group[i - 1];
    const current = group[i];
    if (previous && current && CONJUNCTION.test(text.slice(previous.end, current.start))) return true;
  }
  return false;
}

function isRange(text: string, group: readonly Span[]): boolean {
  const first = group[0];
  if (!first || group.length !== 2) return false;
  return /\b(?:between|from)\s+(?:the\s+)?\$?$/i.test(text.slice(Math.max(0, first.start - 20), first.start));
}

/**
 * The group that contains a span, or a group of one. A value read with its quotes or cue ("topic of 'X'") also
 * belongs to the list whose member inside the span has the same value ("'R vs Adams'" is one value, not a list).
 */
export function groupContaining<T extends ValuedSpan>(groups: readonly T[][], span: ValuedSpan): T[] | undefined {
  const exact = groups.find((group) => group.some((member) => member.start === span.start && member.end === span.end));
  if (exact && exact.length > 1) return exact;
  const sameReading = (member: ValuedSpan): boolean => member.start >= span.start && member.end <= span.end && member.value === span.value;
  return groups.find((group) => group.length > 1 && group.some(sameReading)) ?? exact;
}

interface ValuedSpan extends Span {
  value?: unknown;
}
