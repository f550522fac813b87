/**
 * Coordinated spans: "10, 20 and 30", "Taylor Swift and Maroon 5",
 * "20 minutes and 15 minutes". Used for arrays and for fanning one call out
 * into several.
 */

export interface Span {
  start: number;
  end: number;
}

/** Text allowed between two list members: a comma, "and", "or", possibly after a repeated unit. */
const LIST_GAP = /^\s*(?:[A-Za-z%°$/^]{1,12}\s*)?(?:,\s*(?:and|or|&)?|and|or|&|vs\.?|versus|as well as|plus)\s*(?:the\s+|a\s+|an\s+)?(?:\$)?$/i;

/** Groups of spans (sorted by position) that the text joins into lists. */
export function coordinatedGroups<T extends Span>(text: string, spans: readonly T[]): T[][] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const groups: T[][] = [];
  let current: T[] = [];
  for (const span of sorted) {
    const previous = current[current.length - 1];
    if (previous && previous.end <= span.start && LIST_GAP.test(text.slice(previous.end, span.start))) {
      current.push(span);
    } else {
      if (current.length > 0) groups.push(current);
      current = [span];
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.filter((group) => !isRange(text, group));
}

/** "between 1 and 1000" / "from 1 to 5" name two ends of a range, not a list. */
function isRange(text: string, group: readonly Span[]): boolean {
  const first = group[0];
  if (!first || group.length !== 2) return false;
  return /\bbetween\s+(?:the\s+)?$/i.test(text.slice(Math.max(0, first.start - 20), first.start));
}

/** The group that contains a span, or a group of one. */
export function groupContaining<T extends Span>(groups: readonly T[][], span: Span): T[] | undefined {
  return groups.find((group) => group.some((member) => member.start === span.start && member.end === span.end));
}
