/** A number as a person writes it, and whether it was rounded to get there. */
export interface WrittenNumber {
  text: string;
  rounded: boolean;
}

/** More significant digits than this after float noise is gone: a repeating or endless decimal (1/3, √2). */
const EXACT_DIGITS = 12;
/** From here on a whole number is written in groups of three ("12,500"); "1240" and years stay as they are. */
const GROUPED_FROM = 10_000;
/** Beyond these a number is written as a power of ten. */
const LARGEST_PLAIN = Number.MAX_SAFE_INTEGER;
const SMALLEST_PLAIN = 1e-6;

/** The value without binary float noise: 0.1 + 0.2 is 0.3, 15% of 1240 is 186, whole numbers stay exact. */
export function withoutFloatNoise(value: number): number {
  return Number.isInteger(value) ? value : Number(value.toPrecision(15));
}

/**
 * How a person writes a computed number: whole numbers exactly, grouped from five digits; a decimal that
 * ends as it is (59.97, 0.000003); one that does not end rounded to two decimals, or to three significant
 * digits below 1 (10/3 ≈ 3.33, 1/7 ≈ 0.143); the very large and very small as a power of ten.
 */
export function writeNumber(value: number): WrittenNumber {
  const clean = withoutFloatNoise(value);
  const size = Math.abs(clean);
  if (size > LARGEST_PLAIN || (size > 0 && size < SMALLEST_PLAIN)) return { text: powerOfTen(clean), rounded: significantDigits(clean) > 4 };
  if (Number.isInteger(clean)) return { text: plain(clean, 0), rounded: false };
  if (significantDigits(clean) <= EXACT_DIGITS) return { text: plain(clean, 20), rounded: false };
  const shown = size >= 1 ? Number(clean.toFixed(2)) : Number(clean.toPrecision(3));
  return { text: plain(shown, 20), rounded: true };
}

function plain(value: number, maxDecimals: number): string {
  if (Math.abs(value) < GROUPED_FROM) return String(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals });
}

/** "1.268 × 10^30", "3 × 10^-7": four significant digits at most. */
function powerOfTen(value: number): string {
  const [mantissa = '', exponent = '0'] = value.toExponential(3).split('e');
  return `${Number(mantissa)} × 10^${Number(exponent)}`;
}

function significantDigits(value: number): number {
  const digits = value.toPrecision(15).replace(/e.*$/, '').replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return digits.length;
}
