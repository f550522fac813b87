import { memoByText } from './bounded-memo.js';

/** Unit abbreviations spelled out, so "80 kg" meets a parameter documented "in kilograms". */
const UNIT_WORDS: Record<string, string> = {
  kg: 'kilogram',
  kgs: 'kilogram',
  g: 'gram',
  gr: 'gram',
  mg: 'milligram',
  lb: 'pound',
  lbs: 'pound',
  oz: 'ounce',
  km: 'kilometer',
  m: 'meter',
  cm: 'centimeter',
  mm: 'millimeter',
  mi: 'mile',
  ft: 'feet',
  in: 'inch',
  yd: 'yard',
  s: 'second',
  sec: 'second',
  secs: 'second',
  ms: 'millisecond',
  min: 'minute',
  mins: 'minute',
  h: 'hour',
  hr: 'hour',
  hrs: 'hour',
  c: 'celsius',
  '°c': 'celsius',
  f: 'fahrenheit',
  '°f': 'fahrenheit',
  k: 'kelvin',
  hz: 'hertz',
  khz: 'kilohertz',
  mhz: 'megahertz',
  w: 'watt',
  kw: 'kilowatt',
  kwh: 'kilowatthour',
  v: 'volt',
  a: 'ampere',
  amp: 'ampere',
  amps: 'ampere',
  j: 'joule',
  kj: 'kilojoule',
  n: 'newton',
  pa: 'pascal',
  kpa: 'kilopascal',
  atm: 'atmosphere',
  mph: 'mile',
  kph: 'kilometer',
  'km/h': 'kilometer',
  'm/s': 'meter',
  ml: 'milliliter',
  l: 'liter',
  mol: 'mole',
  '%': 'percent',
  usd: 'dollar',
  eur: 'euro',
  gbp: 'pound',
  bpm: 'beat',
  sqft: 'feet',
};

/** Units written in rates beside the ones above: drops, micrograms, doses, days, weeks. */
const RATE_UNITS = new Set(['gtt', 'mcg', 'ug', 'µg', 'mmol', 'dl', 'cc', 'iu', 'u', 'day', 'd', 'wk', 'week', 'dose', 'tab', 'hour', 'yr', 'l']);
const isUnit = (word: string): boolean => Object.hasOwn(UNIT_WORDS, word.toLowerCase()) || RATE_UNITS.has(word.toLowerCase());

/** Whether "a/b" is a rate of units ("g/mol", "gtt/mL", "mg/kg"): after a number, a measure, not a path. */
export function isUnitRatio(text: string): boolean {
  const parts = text.split('/');
  return parts.length === 2 && parts.every((part) => part.length > 0 && part.length <= 5 && isUnit(part));
}

/** Whether the text is one unit as written, a rate included ("km/h", "m/s"). */
export const isUnitWord = (text: string): boolean => Object.hasOwn(UNIT_WORDS, text.toLowerCase());

/** The spelled-out word for a unit abbreviation, or the unit itself. */
export function unitWord(unit: string): string {
  return UNIT_WORDS[unit.toLowerCase()] ?? unit.toLowerCase();
}

type Dimension = 'length' | 'time' | 'mass' | 'temperature' | 'speed' | 'acceleration' | 'money' | 'frequency' | 'voltage' | 'power' | 'energy' | 'pressure';

/** Whole words by prefix ("kilometers"), abbreviations only exactly ("m" is metres, not "minutes"). */
const UNIT_DIMENSIONS: Array<[RegExp, Dimension]> = [
  [/^(m\/s\^?2|m\/s²|ft\/s\^?2)$/, 'acceleration'],
  [/^(m\/s|km\/h|kph|mph|knots?|ft\/s)$/, 'speed'],
  [/^(kilomet|met(?:er|re)|centimet|millimet|mile|feet|foot|inch|yard)\w*$|^(km|cm|mm|ft|mi|m)$/, 'length'],
  [/^(second|minute|hour|day|week|month|year)s?$|^(sec|secs|min|mins|hr|hrs|h|s|ms)$/, 'time'],
  [/^(kilogram|gram|pound|ounce|tonne|ton)s?$|^(kg|g|lb|lbs|oz|mg)$/, 'mass'],
  [/^(celsius|fahrenheit|kelvin|degrees?)$|^(°c|°f|k)$/, 'temperature'],
  [/^(dollars?|euros?|usd|eur|gbp|yen|\$)$/, 'money'],
  [/^(hertz|kilohertz|megahertz|gigahertz)$|^(hz|khz|mhz|ghz)$/, 'frequency'],
  [/^(volts?|kilovolts?)$|^(v|kv|mv)$/, 'voltage'],
  [/^(watts?|kilowatts?|megawatts?|horsepower)$|^(w|kw|mw|hp)$/, 'power'],
  [/^(joules?|kilojoules?|calories?|kilocalories?|kilowatthours?)$|^(j|kj|kcal|ev|kwh)$/, 'energy'],
  [/^(pascals?|kilopascals?|atmospheres?|bars?)$|^(pa|kpa|atm|psi|mmhg)$/, 'pressure'],
];

/** Matched against the parameter name's words, so "loan_term" is a time and "loan_amount" is money. */
const PARAMETER_DIMENSIONS: Array<[RegExp, Dimension]> = [
  [/\bacceleration\b/, 'acceleration'],
  [/\b(velocity|speed)\b/, 'speed'],
  [/\b(height|distance|length|width|radius|depth|altitude|elevation|diameter|perimeter|displacement)\b/, 'length'],
  [/\b(duration|time|period|term|years|days|hours|minutes|seconds|months|weeks)\b/, 'time'],
  [/\b(mass|weight)\b/, 'mass'],
  [/\b(temperature|temp)\b/, 'temperature'],
  [/\b(price|cost|income|salary|investment|principal|payment|revenue|budget|fee)\b/, 'money'],
  [/\b(frequency|freq)\b/, 'frequency'],
  [/\b(voltage)\b/, 'voltage'],
  [/\b(power|wattage)\b/, 'power'],
  [/\b(energy)\b/, 'energy'],
  [/\b(pressure)\b/, 'pressure'],
];

/** The physical dimension a unit measures ("km" → length), if known. */
export const unitDimension = memoByText(5_000, (unit: string): Dimension | undefined => {
  const word = unit.toLowerCase();
  const spelled = unitWord(word);
  return UNIT_DIMENSIONS.find(([pattern]) => pattern.test(word) || pattern.test(spelled))?.[1];
});

/** The dimension a parameter's name implies ("initial_velocity" → speed), if any. */
export const parameterDimension = memoByText(5_000, (name: string): Dimension | undefined => {
  const spaced = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.\d-]+/g, ' ')
    .toLowerCase();
  return PARAMETER_DIMENSIONS.find(([pattern]) => pattern.test(spaced))?.[1];
});
