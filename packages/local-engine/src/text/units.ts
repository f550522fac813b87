/** Unit abbreviations spelled out, so "80 kg" meets a parameter documented "in kilograms". */
const UNIT_WORDS: Record<string, string> = {
  kg: 'kilogram', kgs: 'kilogram', g: 'gram', gr: 'gram', mg: 'milligram', lb: 'pound', lbs: 'pound', oz: 'ounce',
  km: 'kilometer', m: 'meter', cm: 'centimeter', mm: 'millimeter', mi: 'mile', ft: 'feet', in: 'inch', yd: 'yard',
  s: 'second', sec: 'second', secs: 'second', ms: 'millisecond', min: 'minute', mins: 'minute', h: 'hour', hr: 'hour', hrs: 'hour',
  c: 'celsius', '°c': 'celsius', f: 'fahrenheit', '°f': 'fahrenheit', k: 'kelvin',
  hz: 'hertz', khz: 'kilohertz', mhz: 'megahertz', w: 'watt', kw: 'kilowatt', kwh: 'kilowatt', v: 'volt', a: 'ampere', amp: 'ampere', amps: 'ampere',
  j: 'joule', kj: 'kilojoule', n: 'newton', pa: 'pascal', kpa: 'kilopascal', atm: 'atmosphere',
  mph: 'mile', kph: 'kilometer', 'km/h': 'kilometer', 'm/s': 'meter', ml: 'milliliter', l: 'liter', mol: 'mole',
  '%': 'percent', usd: 'dollar', eur: 'euro', gbp: 'pound', bpm: 'beat', sqft: 'feet',
};

/** The spelled-out word for a unit abbreviation, or the unit itself. */
export function unitWord(unit: string): string {
  return UNIT_WORDS[unit.toLowerCase()] ?? unit.toLowerCase();
}
