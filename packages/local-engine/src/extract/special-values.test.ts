import { describe, expect, it } from 'vitest';
import { fastestRead } from '../../test-support/fastest-read.js';
import type { ToolSpec } from '../types.js';
import { extractArguments } from './extract-arguments.js';
import { lowercaseLists } from './special-values.js';

const tool = (properties: Record<string, unknown>, required: string[] = []): ToolSpec => ({
  name: 'tool',
  parameters: { type: 'object', properties: properties as never, required },
});

describe('schema-guided special values', () => {
  it('turns currency names into ISO codes, in from/to order', () => {
    const convert = tool(
      {
        from_currency: { type: 'string', description: 'Currency to convert from' },
        to_currency: { type: 'string', description: 'Currency to convert to' },
        amount: { type: 'number' },
      },
      ['from_currency', 'to_currency', 'amount'],
    );
    expect(extractArguments('convert 150 Euros to Canadian dollars', convert).arguments).toEqual({ from_currency: 'EUR', to_currency: 'CAD', amount: 150 });
  });

  it('reads clock times for hour and minute parameters', () => {
    const clock = tool({ hours: { type: 'integer' }, minutes: { type: 'integer' } }, ['hours', 'minutes']);
    expect(extractArguments('the angle between the hands at 6:30 PM', clock).arguments).toEqual({ hours: 6, minutes: 30 });
  });

  it('takes explicit assignments, one-letter names included', () => {
    const quadratic = tool({ a: { type: 'integer' }, b: { type: 'integer' }, c: { type: 'integer' } }, ['a', 'b', 'c']);
    expect(extractArguments('Solve a quadratic equation where a=2, b=6, and c=5', quadratic).arguments).toEqual({ a: 2, b: 6, c: 5 });
  });

  it('gives paired parameters the value after the matching preposition', () => {
    const route = tool({ start_location: { type: 'string' }, end_location: { type: 'string' } }, ['start_location', 'end_location']);
    expect(extractArguments('directions to Boston from Chicago', route).arguments).toEqual({ start_location: 'Chicago', end_location: 'Boston' });
  });

  it('reads the modifier before a cue noun and lower-case lists', () => {
    const hotel = tool(
      { room_type: { type: 'string', description: 'Type of room' }, amenities: { type: 'array', items: { type: 'string' }, description: 'Amenities wanted' } },
      ['room_type'],
    );
    expect(extractArguments('book a luxury room with amenities parking and breakfast', hotel).arguments).toEqual({
      room_type: 'luxury',
      amenities: ['parking', 'breakfast'],
    });
  });

  it('keeps a relative day as written when no format is asked, and resolves ranges', () => {
    const event = tool({ date: { type: 'string', description: 'Date of the event' } }, ['date']);
    expect(extractArguments('concerts happening next Friday', event).arguments).toEqual({ date: 'next Friday' });
    expect(extractArguments('concerts happening next Friday, with parking', event).arguments).toEqual({ date: 'next Friday' });
    const stay = tool({ check_in: { type: 'string', format: 'date' }, check_out: { type: 'string', format: 'date' } }, ['check_in', 'check_out']);
    expect(extractArguments('a room from March 10, 2022 to March 20, 2022', stay).arguments).toEqual({ check_in: '2022-03-10', check_out: '2022-03-20' });
  });

  it('fills a list of records from the message', () => {
    const entities = tool(
      {
        entities: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'The name of the entity' },
              entityType: { type: 'string', description: 'The type of the entity' },
            },
            required: ['name', 'entityType'],
          },
        },
      },
      ['entities'],
    );
    const result = extractArguments('remember the entity named "Ada Lovelace" of type "person"', entities);
    expect(result.arguments).toEqual({ entities: [{ name: 'Ada Lovelace', entityType: 'person' }] });
  });
});

describe('lower-case lists', () => {
  const words = (text: string) => lowercaseLists(text).map((items) => items.map((item) => item.text));

  it('reads each list once, from its first item, and a list that starts inside a run of items that has none', () => {
    expect(words('efficient, organized, easy going and compassionate')).toEqual([['efficient', 'organized', 'easy going', 'compassionate']]);
    expect(words('organic fruits and vegetables, then apples, pears or plums')).toEqual([
      ['fruits', 'vegetables'],
      ['then apples', 'pears', 'plums'],
    ]);
    // No list from "need eggs" (its run ends at "brown sugar" with no "and"); one from the run's last item does.
    expect(words('i need eggs, brown sugar flour and milk')).toEqual([['flour', 'milk']]);
  });

  it('reads a 60,000-character run of items that never reaches its "and" in one pass', () => {
    // Each item's search read the whole run after it again: seconds, where one pass takes milliseconds.
    expect(
      fastestRead((attempt) => {
        expect(words(`write ${'a, '.repeat(20_000 + attempt)}`)).toEqual([]);
        expect(words(`write ${'ab cd, '.repeat(8_500 + attempt)} in x y`)).toEqual([]);
      }),
    ).toBeLessThan(500);
  });
});
