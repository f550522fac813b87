import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { filesystemTools } from '../../test-support/mcp-tools.js';
import { extractArguments } from './extract-arguments.js';

const tool = (properties: ToolSpec['parameters'], required: string[] = []): ToolSpec => ({
  name: 'tool',
  parameters: { type: 'object', properties: properties as Record<string, never>, required },
});

describe('extractArguments', () => {
  it('fills a path parameter from the message', () => {
    const result = extractArguments('read the file notes/todo.md', filesystemTools[0]!);
    expect(result.arguments).toEqual({ path: 'notes/todo.md' });
    expect(result.missing).toEqual([]);
  });

  it('gives an e-mail address to the parameter whose description asks for one, not the name beside it', () => {
    const mail = tool(
      {
        to: { type: 'string', description: 'The email address to send to.' },
        subject: { type: 'string', description: 'The subject of the email.' },
      },
      ['to', 'subject'],
    );
    expect(extractArguments("mail John Doe at john.doe@example.com with the subject 'Lunch'", mail).arguments).toEqual({
      to: 'john.doe@example.com',
      subject: 'Lunch',
    });
  });

  it('reads "name to value" only after a verb that sets something, and not for a name inside a place', () => {
    const thermostat = tool({ room: { type: 'string', description: 'Room name' }, temperature: { type: 'integer', description: 'Target temperature' } }, [
      'room',
      'temperature',
    ]);
    expect(extractArguments('set the thermostat in the living room to 72 degrees', thermostat).arguments).toEqual({ room: 'living room', temperature: 72 });
    const chat = tool({ recipient: { type: 'string', description: 'Name of the contact' }, message: { type: 'string', description: 'The message text' } }, [
      'recipient',
      'message',
    ]);
    expect(extractArguments("Send a message to Priya saying I'll be 10 minutes late", chat).arguments).toEqual({
      recipient: 'Priya',
      message: "I'll be 10 minutes late",
    });
    const painting = tool({ medium: { type: 'string', description: 'The painting medium' } }, ['medium']);
    expect(extractArguments("change my painting's medium to oil", painting).arguments).toEqual({ medium: 'oil' });
  });

  it('matches numbers to parameters by the words around them', () => {
    const triangle = tool(
      { base: { type: 'integer', description: 'The base of the triangle.' }, height: { type: 'integer', description: 'The height of the triangle.' } },
      ['base', 'height'],
    );
    expect(extractArguments('a triangle with height of 5 units and a base of 10 units', triangle).arguments).toEqual({ base: 10, height: 5 });
  });

  it('signs a loss as negative only when the parameter asks for negative losses', () => {
    const signedDoc = tool({ change: { type: 'integer', description: 'The amount gained or lost. Provide a loss as a negative value.' } }, ['change']);
    expect(extractArguments('the shop had a loss of $1000', signedDoc).arguments).toEqual({ change: -1000 });
    expect(extractArguments('the shop had a gain of $1000', signedDoc).arguments).toEqual({ change: 1000 });
    const plainDoc = tool({ change: { type: 'integer', description: 'The amount of money.' } }, ['change']);
    expect(extractArguments('the shop had a loss of $1000', plainDoc).arguments).toEqual({ change: 1000 });
  });

  it('reads "from rest" as 0 only for an initial velocity', () => {
    const motion = tool(
      {
        initial_velocity: { type: 'number', description: 'The initial velocity in m/s.' },
        acceleration: { type: 'number', description: 'The acceleration in m/s^2.' },
        time: { type: 'number', description: 'The time in seconds.' },
      },
      ['initial_velocity', 'acceleration', 'time'],
    );
    expect(extractArguments('a car starts from rest and accelerates at 5 m/s^2 for 10 seconds', motion).arguments).toEqual({
      initial_velocity: 0,
      acceleration: 5,
      time: 10,
    });
    const final = tool({ final_velocity: { type: 'number', description: 'The final velocity in m/s.' } }, ['final_velocity']);
    expect(extractArguments('a car starts from rest', final).arguments).toEqual({});
  });

  it('splits "City, State" between a city and a state parameter', () => {
    const tax = tool(
      { city: { type: 'string', description: 'The city of the purchase.' }, state: { type: 'string', description: 'The state of the purchase.' } },
      ['city', 'state'],
    );
    expect(extractArguments('bought in Sacramento, California', tax).arguments).toEqual({ city: 'Sacramento', state: 'California' });
    const place = tool({ location: { type: 'string', description: 'The city and state.' } }, ['location']);
    expect(extractArguments('bought in Sacramento, California', place).arguments).toEqual({ location: 'Sacramento, California' });
  });

  it('reads units, decimals, negatives, thousands and number words', () => {
    const schema = tool({ distance: { type: 'number', description: 'Distance in km' } }, ['distance']);
    expect(extractArguments('walk 3.5 km today', schema).arguments).toEqual({ distance: 3.5 });
    const temperature = tool({ temperature: { type: 'integer' } }, ['temperature']);
    expect(extractArguments('set the temperature to -4', temperature).arguments).toEqual({ temperature: -4 });
    const amount = tool({ amount: { type: 'integer' } }, ['amount']);
    expect(extractArguments('transfer an amount of $20,000', amount).arguments).toEqual({ amount: 20000 });
    const count = tool({ count: { type: 'integer' } }, ['count']);
    expect(extractArguments('give me ten results, count them', count).arguments).toEqual({ count: 10 });
  });

  it('turns percentages into fractions for rates', () => {
    const schema = tool({ interest_rate: { type: 'number', description: 'The annual interest rate.' } }, ['interest_rate']);
    expect(extractArguments('with an interest rate of 5%', schema).arguments).toEqual({ interest_rate: 0.05 });
  });

  it('picks enum values the message names and booleans it asks for', () => {
    const schema = tool({
      unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
      include_forecast: { type: 'boolean', description: 'Whether to include the forecast.' },
    });
    expect(extractArguments('temperature in Fahrenheit, include the forecast', schema).arguments).toEqual({
      unit: 'fahrenheit',
      include_forecast: true,
    });
    expect(extractArguments('temperature without the forecast', schema).arguments).toEqual({ include_forecast: false });
  });

  it('takes quoted strings and capitalised names', () => {
    const schema = tool({ title: { type: 'string', description: 'Title of the book' }, author: { type: 'string', description: 'The author name' } }, [
      'title',
      'author',
    ]);
    expect(extractArguments('find the book "The Hobbit" by author J. R. R. Tolkien', schema).arguments).toMatchObject({ title: 'The Hobbit' });
    const city = tool({ city: { type: 'string', description: 'The city name' } }, ['city']);
    expect(extractArguments('weather in the city of San Francisco tomorrow', city).arguments).toEqual({ city: 'San Francisco' });
  });

  it('formats dates per the schema', () => {
    const schema = tool({ date: { type: 'string', format: 'date' } }, ['date']);
    expect(extractArguments('book it for March 5, 2025', schema).arguments).toEqual({ date: '2025-03-05' });
    const stamp = tool({ start: { type: 'string', format: 'date-time' } }, ['start']);
    expect(extractArguments('start on 2025-03-05 at 14:30', stamp).arguments).toEqual({ start: '2025-03-05T14:30:00' });
  });

  it('fills an optional date from a stated date, but not from "today" and not into a time of day', () => {
    const weather = tool(
      {
        city: { type: 'string', description: 'City name' },
        date: { type: 'string', description: 'Date as YYYY-MM-DD' },
        time: { type: 'string', description: 'Preferred time of day' },
      },
      ['city'],
    );
    expect(extractArguments('What will the weather be in Lisbon on 2026-01-10?', weather).arguments).toEqual({ city: 'Lisbon', date: '2026-01-10' });
    expect(extractArguments('What is the weather in Lisbon today?', weather).arguments).toEqual({ city: 'Lisbon' });
  });

  it('keeps a stated date and time whole for a parameter that asks for a date', () => {
    const event = tool({ title: { type: 'string', description: 'Event title' }, start: { type: 'string', description: 'Start date and time' } }, [
      'title',
      'start',
    ]);
    expect(extractArguments('Create an event "Review" next Tuesday at 4pm', event).arguments).toEqual({ title: 'Review', start: 'next Tuesday at 4pm' });
  });

  it('fills an optional list of enum values the message names', () => {
    const restaurants = tool(
      {
        location: { type: 'string', description: 'The city' },
        amenities: { type: 'array', items: { type: 'string', enum: ['Patio', 'Wi-Fi', 'Happy Hour'] }, description: 'Preferred amenities.' },
      },
      ['location'],
    );
    expect(extractArguments('Find a sushi restaurant with a patio and wi-fi in Boston', restaurants).arguments).toEqual({
      location: 'Boston',
      amenities: ['Patio', 'Wi-Fi'],
    });
    expect(extractArguments('Find a sushi restaurant in Boston', restaurants).arguments).toEqual({ location: 'Boston' });
  });

  it('keeps a written list whole for the list parameter, not one item for an optional scalar', () => {
    const sorter = tool(
      {
        elements: { type: 'array', items: { type: 'string' }, description: 'The list of elements to sort.' },
        order: { type: 'string', description: 'The sort order.' },
      },
      ['elements'],
    );
    expect(extractArguments("Sort this list of names in order: ['Sam', 'Alice', 'Jack']", sorter).arguments).toEqual({ elements: ['Sam', 'Alice', 'Jack'] });
  });

  it('adds the state to a known US city when the parameter asks for "City, State"', () => {
    const search = tool({ location: { type: 'string', description: 'The city and state, e.g. Seattle, WA' } }, ['location']);
    expect(extractArguments('Find a sushi restaurant in Chicago', search).arguments).toEqual({ location: 'Chicago, IL' });
    expect(extractArguments('Find a sushi restaurant in Austin, TX', search).arguments).toEqual({ location: 'Austin, TX' });
    const plain = tool({ location: { type: 'string', description: 'The city' } }, ['location']);
    expect(extractArguments('Find a sushi restaurant in Chicago', plain).arguments).toEqual({ location: 'Chicago' });
  });

  it('reads the code after a label, not the label ("Case No 28473")', () => {
    const details = tool({ case_number: { type: 'string', description: 'The unique number identifying the case.' } }, ['case_number']);
    expect(extractArguments('Find the details of Case No 28473', details).arguments).toEqual({ case_number: '28473' });
  });

  it('keeps a known city out of a parameter that is not a place', () => {
    const finder = tool({ location: { type: 'string', description: 'The city' }, cuisine: { type: 'string', description: 'Type of food' } }, [
      'location',
      'cuisine',
    ]);
    expect(extractArguments('Find an Italian restaurant in Los Angeles', finder).arguments).toEqual({ location: 'Los Angeles', cuisine: 'Italian' });
    expect(extractArguments('Find a restaurant in Los Angeles', finder).arguments).toEqual({ location: 'Los Angeles' });
  });

  it('does not take a capitalised unit for a name', () => {
    const entropy = tool(
      { substance: { type: 'string', description: 'The substance' }, temperature: { type: 'number', description: 'Temperature in Celsius' } },
      ['substance', 'temperature'],
    );
    const extraction = extractArguments('The entropy change of heating to 25 degrees Celsius', entropy);
    expect(extraction.arguments).toEqual({ temperature: 25 });
    expect(extraction.missing).toEqual(['substance']);
  });

  it('reads "in X" as the currency to convert to', () => {
    const convert = tool(
      {
        amount: { type: 'number', description: 'The amount to convert.' },
        from_currency: { type: 'string', description: 'The currency to convert from.' },
        to_currency: { type: 'string', description: 'The currency to convert to.' },
      },
      ['amount', 'from_currency', 'to_currency'],
    );
    expect(extractArguments('I have 100 euro. How much is it in USD?', convert).arguments).toEqual({ amount: 100, from_currency: 'EUR', to_currency: 'USD' });
    // "how many X for Y": asked for first, converted to; the one written with the amount is the one converted from.
    expect(extractArguments('How many Canadian dollars can I get for 500 US dollars?', convert).arguments).toEqual({
      amount: 500,
      from_currency: 'USD',
      to_currency: 'CAD',
    });
  });

  it('gives the option a description abbreviates and explains ("\'asc\' for ascending order")', () => {
    const sorter = tool(
      {
        elements: { type: 'array', items: { type: 'string' }, description: 'The list of elements to sort.' },
        order: { type: 'string', description: "This can be 'asc' for ascending order, or 'desc' for descending order." },
      },
      ['elements'],
    );
    expect(extractArguments('Sort the names Sam, Alice and Jack in descending order', sorter).arguments).toEqual({
      elements: ['Sam', 'Alice', 'Jack'],
      order: 'desc',
    });
  });

  it('collects lists for array parameters', () => {
    const numbers = tool({ numbers: { type: 'array', items: { type: 'number' }, description: 'Numbers to add' } }, ['numbers']);
    expect(extractArguments('add the numbers 1, 2.5 and -3', numbers).arguments).toEqual({ numbers: [1, 2.5, -3] });
    const names = tool({ cities: { type: 'array', items: { type: 'string' } } }, ['cities']);
    expect(extractArguments('compare the cities Paris, Rome and New York', names).arguments).toEqual({ cities: ['Paris', 'Rome', 'New York'] });
  });

  it('takes the longer option said, not a shorter option inside it', () => {
    const office = tool(
      { year: { type: 'integer', description: 'The year.' }, position: { type: 'string', description: "The position: either 'chair' or 'vice chair'." } },
      ['year', 'position'],
    );
    expect(extractArguments('who was the vice chair in 1990', office).arguments).toEqual({ year: 1990, position: 'vice chair' });
    expect(extractArguments('who was the chair in 1990', office).arguments).toEqual({ year: 1990, position: 'chair' });
  });

  it('leaves defaults out and reports only required parameters as missing', () => {
    const schema = tool({ path: { type: 'string' }, limit: { type: 'integer', description: 'Maximum lines', default: 10 } }, ['path']);
    const result = extractArguments('show me something', schema);
    expect(result.arguments).toEqual({});
    expect(result.missing).toEqual(['path']);
    expect(result.confidence).toBeLessThan(0.6);
  });

  it("reads a record whose required fields are no list (a server's schema as it came) as requiring none", () => {
    for (const required of [{ length: 3 }, 5, true]) {
      const spec = {
        name: 'x.delete_links',
        description: 'Delete links',
        parameters: {
          type: 'object',
          properties: { links: { type: 'array', items: { type: 'object', properties: { from: { type: 'string' } }, required } } },
          required: ['links'],
        },
      } as unknown as ToolSpec;
      expect(() => extractArguments('delete the links from Bartek', spec)).not.toThrow();
    }
  });
});
