import type { Arithmetic } from './arithmetic.js';

/** A rational number, in lowest terms with a positive denominator; undefined where it cannot be exact (√2, 2^0.5). */
export type Fraction = { n: bigint; d: bigint } | undefined;

/** Past this many bits a value is too large to check (a double holds 1024 bits of range); it is then not exact. */
const LARGEST = 1n << 4096n;

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function fraction(n: bigint, d: bigint): Fraction {
  if (d === 0n) return undefined;
  const sign = d < 0n ? -1n : 1n;
  const common = gcd(n, d < 0n ? -d : d) || 1n;
  const [top, bottom] = [(sign * n) / common, (sign * d) / common];
  if (top >= LARGEST || -top >= LARGEST || bottom >= LARGEST) return undefined;
  return { n: top, d: bottom };
}

/** A decimal as written ("12.50", ".5"), exactly. */
function decimal(digits: string, exponent = 0): Fraction {
  const [whole = '', part = ''] = digits.split('.');
  const scale = exponent - part.length;
  const n = BigInt(`${whole}${part}` || '0');
  return scale >= 0 ? fraction(n * 10n ** BigInt(scale), 1n) : fraction(n, 10n ** BigInt(-scale));
}

function squareRoot(n: bigint): bigint | undefined {
  if (n < 2n) return n;
  let x = n;
  for (let y = (x + 1n) / 2n; y < x; y = (x + n / x) / 2n) x = y;
  return x * x === n ? x : undefined;
}

function power(a: NonNullable<Fraction>, e: bigint): Fraction {
  if (a.n === 0n) return e < 0n ? undefined : fraction(e === 0n ? 1n : 0n, 1n);
  // 1 and -1 to any power, however large; any other base only while the result can be checked.
  if (a.d === 1n && (a.n === 1n || a.n === -1n)) return fraction(e % 2n === 0n ? 1n : a.n, 1n);
  const size = BigInt(Math.max(a.n.toString(2).length, a.d.toString(2).length));
  if (size * (e < 0n ? -e : e) > 4096n) return undefined;
  return e >= 0n ? fraction(a.n ** e, a.d ** e) : fraction(a.d ** -e, a.n ** -e);
}

/** An expression computed exactly, in fractions: what a float answer is checked against. */
export const FRACTIONS: Arithmetic<Fraction> = {
  read: (token) => decimal(token),
  add: (a, b) => a && b && fraction(a.n * b.d + b.n * a.d, a.d * b.d),
  subtract: (a, b) => a && b && fraction(a.n * b.d - b.n * a.d, a.d * b.d),
  multiply: (a, b) => a && b && fraction(a.n * b.n, a.d * b.d),
  divide: (a, b) => a && b && fraction(a.n * b.d, a.d * b.n),
  // As JavaScript's %: the remainder after dividing towards zero.
  remainder: (a, b) => {
    if (!a || !b || b.n === 0n) return undefined;
    const quotient = (a.n * b.d) / (a.d * b.n);
    return fraction(a.n * b.d - quotient * b.n * a.d, a.d * b.d);
  },
  power: (a, b) => (a && b && b.d === 1n ? power(a, b.n) : undefined),
  negate: (a) => a && { n: -a.n, d: a.d },
  squareRoot: (a) => {
    if (!a || a.n < 0n) return undefined;
    const [n, d] = [squareRoot(a.n), squareRoot(a.d)];
    return n === undefined || d === undefined ? undefined : fraction(n, d);
  },
};

/** The float nearest a fraction, when both its parts are within a float's range. */
export function nearestNumber(value: Fraction): number | undefined {
  if (!value) return undefined;
  const [n, d] = [Number(value.n), Number(value.d)];
  return Number.isFinite(n) && Number.isFinite(d) ? n / d : undefined;
}

/** Whether a number as `writeNumber` writes it ("12,500.5", "-3", "1.268 × 10^30") is exactly `value`. */
export function writesExactly(text: string, value: Fraction): boolean {
  const parts = /^(-?)([\d.]+)(?: × 10\^(-?\d+))?$/.exec(text.replaceAll(',', ''));
  if (!value || !parts) return false;
  const written = decimal(parts[2] ?? '', Number(parts[3] ?? 0));
  return written !== undefined && (parts[1] ? -written.n : written.n) === value.n && written.d === value.d;
}
