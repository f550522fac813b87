/**
 * A file's text with a line added at its end: on a line of its own, with the line break the text uses, and as an item
 * of the list the text ends with ("- milk" after "- eggs", "4. milk" after "3. eggs", "- [ ] milk" after a checklist).
 */
export function appended(text: string, line: string): string {
  const lineBreak = text.includes('\r\n') ? '\r\n' : '\n';
  const endsLine = text === '' || text.endsWith('\n');
  const closing = text.endsWith('\n') && !line.endsWith('\n') ? lineBreak : '';
  return `${text}${endsLine ? '' : lineBreak}${asListItem(text, line)}${closing}`;
}

/** A list item's marker at the start of a line: a bullet, a number, a checkbox after either. */
const LIST_MARKER = /^([ \t]*)(?:([-*•+])|(\d{1,6})([.)]))([ \t]+)(\[[ xX]\][ \t]+)?/;

/** The line with the marker of the list item the text's last line is, when the line has no marker of its own. */
function asListItem(text: string, line: string): string {
  if (LIST_MARKER.test(line)) return line;
  const last = text.trimEnd().split(/\r?\n/).at(-1) ?? '';
  const marker = LIST_MARKER.exec(last);
  if (!marker) return line;
  const [, indent = '', bullet, number, closer, gap = ' ', box] = marker;
  const next = bullet ?? `${Number(number) + 1}${closer}`;
  return `${indent}${next}${gap}${box ? '[ ] ' : ''}${line}`;
}
