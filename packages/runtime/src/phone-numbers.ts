import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/**
 * Phone numbers are found by libphonenumber with full metadata, so a match is a
 * number that is valid where it claims to be. Region policy: a number written
 * with its country code (`+44 20 7946 0958`) is found for every region; a number
 * without one is read as a US number (the one national format we assume).
 */
const DEFAULT_REGION = 'US';

/** Cheap gate: libphonenumber only runs on text with a run of digits long enough to dial. */
const MAYBE_PHONE = /\d[\d\s().\-/]{5,}\d/;

export function redactPhoneNumbers(text: string, marker: string): string {
  if (!MAYBE_PHONE.test(text)) return text;
  const found = findPhoneNumbersInText(text, DEFAULT_REGION);
  if (found.length === 0) return text;
  let out = '';
  let from = 0;
  for (const match of found) {
    out += text.slice(from, match.startsAt) + marker;
    from = match.endsAt;
  }
  return out + text.slice(from);
}
