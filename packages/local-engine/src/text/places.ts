/**
 * Region names that follow a city after a comma ("Boston, Massachusetts",
 * "Austin, TX", "Lyon, France"), so "City, Region" is read as one place rather
 * than a list of two.
 */

const US_STATES =
  'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Rhode Island|South Carolina|South Dakota|West Virginia|District of Columbia|D.C.|DC';

const COUNTRIES =
  'Afghanistan Albania Algeria Argentina Armenia Australia Austria Bangladesh Belgium Bolivia Brazil Bulgaria Cambodia Cameroon Canada Chile China Colombia Croatia Cuba Cyprus Czechia Denmark Ecuador Egypt England Estonia Ethiopia Finland France Germany Ghana Greece Hungary Iceland India Indonesia Iran Iraq Ireland Israel Italy Jamaica Japan Jordan Kenya Korea Kuwait Latvia Lebanon Lithuania Luxembourg Malaysia Mexico Morocco Nepal Netherlands Nigeria Norway Pakistan Panama Peru Philippines Poland Portugal Qatar Romania Russia Scotland Serbia Singapore Slovakia Slovenia Spain Sweden Switzerland Syria Taiwan Tanzania Thailand Tunisia Turkey Uganda Ukraine Uruguay Venezuela Vietnam Wales Zimbabwe Ontario Quebec Bavaria|United Kingdom|United States|United States of America|United Arab Emirates|New Zealand|South Africa|South Korea|Saudi Arabia|Czech Republic|Costa Rica|Sri Lanka|British Columbia|UK|USA|US|UAE';

/** Each list: first entry is single words separated by spaces, the rest are multi-word names. */
const REGIONS = new Set(
  [US_STATES, COUNTRIES].flatMap((list) => {
    const [singleWords = '', ...multiWord] = list.split('|');
    return [...singleWords.split(' '), ...multiWord].map((name) => name.toLowerCase());
  }),
);

/** Whether a name is a state, province, country or a two-letter region code. */
export function isRegionName(name: string): boolean {
  return /^[A-Z]{2}$/.test(name) || REGIONS.has(name.toLowerCase());
}
