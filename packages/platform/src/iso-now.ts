/**
 * `new Date().toISOString()` for this moment, its text made once per millisecond. Formatting an
 * instant costs about a microsecond (more than the rest of a small record), and a visit writes one
 * into its log entry, each of its audit entries and its progress record within the same millisecond.
 * The same text as `toISOString` gives, at the same resolution: only a millisecond already formatted is reused.
 */
let formattedMs = Number.NaN;
let formatted = '';

export function isoNow(): string {
  const ms = Date.now();
  if (ms !== formattedMs) {
    formatted = new Date(ms).toISOString();
    formattedMs = ms;
  }
  return formatted;
}
