/**
 * The state of large US cities, for parameters documented as "City, State"
 * ("The city and state, e.g. Seattle, WA"): a user says "in Chicago", the
 * tool wants "Chicago, IL".
 */

const CITIES_BY_STATE: Record<string, string> = {
  AZ: 'Phoenix|Tucson|Mesa|Scottsdale',
  CA: 'Los Angeles|San Diego|San Jose|San Francisco|Fresno|Sacramento|Long Beach|Oakland|Palo Alto|Berkeley|Santa Clara|Santa Monica|Irvine|Pasadena',
  CO: 'Denver|Boulder|Colorado Springs',
  DC: 'Washington D.C.|Washington DC',
  FL: 'Miami|Orlando|Tampa|Jacksonville',
  GA: 'Atlanta|Savannah',
  HI: 'Honolulu',
  IL: 'Chicago',
  IN: 'Indianapolis',
  KY: 'Louisville',
  LA: 'New Orleans',
  MA: 'Boston|Cambridge',
  MD: 'Baltimore',
  MI: 'Detroit|Ann Arbor',
  MN: 'Minneapolis|Saint Paul',
  MO: 'Kansas City|St. Louis|Saint Louis',
  NC: 'Charlotte|Raleigh',
  NV: 'Las Vegas|Reno',
  NY: 'New York|New York City|Brooklyn|Buffalo',
  OH: 'Columbus|Cleveland|Cincinnati',
  OR: 'Portland',
  PA: 'Philadelphia|Pittsburgh',
  TN: 'Nashville|Memphis',
  TX: 'Houston|San Antonio|Dallas|Austin|Fort Worth|El Paso',
  UT: 'Salt Lake City',
  WA: 'Seattle|Spokane',
  WI: 'Milwaukee',
};

const STATE_OF_CITY = new Map(
  Object.entries(CITIES_BY_STATE).flatMap(([state, cities]) => cities.split('|').map((city) => [city.toLowerCase(), state] as const)),
);

const STATE_CODES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

/** The two-letter state of a large US city ("Chicago" → "IL"), if known. */
export function stateOfCity(city: string): string | undefined {
  return STATE_OF_CITY.get(city.trim().toLowerCase());
}

/** Whether a parameter's description asks for "City, State": in words, or by an example such as "Seattle, WA". */
export function asksForCityAndState(description: string): boolean {
  if (/\bcity and state\b/i.test(description)) return true;
  for (const match of description.matchAll(/\b[A-Z][a-z]+(?: [A-Z][a-z]+)*, ([A-Z]{2})\b/g)) if (STATE_CODES.has(match[1] ?? '')) return true;
  return false;
}
