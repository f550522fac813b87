/**
 * Whether a result the tool called a success says only that each item it was given failed: a batch call
 * (a list of names in its arguments, e.g. `read_multiple_files`' `paths`) whose text has, for every item,
 * a line "<item>: Error ..." (the filesystem server's "a.md: Error - ENOENT ..."). Such a call did nothing
 * it was asked, so it is recorded as failed. A line of an item's content could read so too, which is why
 * every item must have one: a batch where one item came back is left as it is.
 */
export function everyItemFailed(args: Record<string, unknown>, text: string): boolean {
  const items = Object.values(args).flatMap((value) => (Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : []));
  if (items.length === 0) return false;
  const lines = text.split('\n');
  return items.every((item) => lines.some((line) => line.startsWith(`${item}: `) && /^Error\b/i.test(line.slice(item.length + 2))));
}
