/**
 * `text.matchAll(pattern)` for a global pattern whose matches are known not to start at some places: the same
 * matches, tried only from where one may start. `nextStart(from)` gives the first place at or after `from` where a
 * match may start. For bounded patterns whose every failed try reads hundreds of characters ahead.
 */
export function matchAllWhere(pattern: RegExp, text: string, nextStart: (from: number) => number): RegExpExecArray[] {
  const sticky = stickyCopy(pattern);
  const matches: RegExpExecArray[] = [];
  let at = nextStart(0);
  while (at <= text.length) {
    sticky.lastIndex = at;
    const match = sticky.exec(text);
    if (match) matches.push(match);
    // As matchAll: on after a match, or one character (a whole code point under the "u" flag) after an empty one or none.
    at = match && match[0].length > 0 ? sticky.lastIndex : at + stepAt(text, at, pattern.unicode);
    if (at <= text.length) at = nextStart(at);
  }
  return matches;
}

const stickyCopies = new WeakMap<RegExp, RegExp>();

function stickyCopy(pattern: RegExp): RegExp {
  let sticky = stickyCopies.get(pattern);
  if (!sticky) {
    sticky = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}y`);
    stickyCopies.set(pattern, sticky);
  }
  return sticky;
}

function stepAt(text: string, at: number, unicode: boolean): number {
  return unicode && (text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1;
}
