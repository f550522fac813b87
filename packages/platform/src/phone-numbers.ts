import { findPhoneNumbersInText } from 'libphonenumber-js/max';

/**
 * Phone numbers are found by libphonenumber with full metadata, so a match is a
 * number that is valid where it claims to be. Region policy: a number written
 * with its country code (`+44 20 7946 0958`) is found for every region; a number
 * without one is read as a US number (the one national format we assume), so
 * `020 7946 0958` without `+44` is left alone.
 */
const DEFAULT_REGION = 'US';

/**
 * Cheap pre-filter: libphonenumber costs tens of microseconds a call, so it only
 * reads what already has a phone number's shape — a `+` and at least 7 more
 * digits, or the US national shape (NXX NXX XXXX) — never dates, ids or sizes.
 */
const CANDIDATE = /\+\d[\d ()./-]{5,24}\d|\(?\b[2-9]\d{2}\)?[ .-]?[2-9]\d{2}[ .-]?\d{4}\b/g;
const MIN_DIGITS = 7;

export function redactPhoneNumbers(text: string, marker: string): string {
  return text.replace(CANDIDATE, (candidate) => (countDigits(candidate) < MIN_DIGITS ? candidate : redactIn(candidate, marker)));
}

function redactIn(candidate: string, marker: string): string {
  const found = findPhoneNumbersInText(candidate, DEFAULT_REGION);
  if (found.length === 0) return candidate;
  let out = '';
  let from = 0;
  for (const match of found) {
    out += candidate.slice(from, match.startsAt) + marker;
    from = match.endsAt;
  }
  return out + candidate.slice(from);
}

function countDigits(text: string): number {
  let digits = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) digits++;
  return digits;
}
