import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from '../select/select-calls.js';
import { decideRoute } from '../route/decide-route.js';
import { grounded } from './selection-trust.js';
import { DECIDE_ALONE_GATES } from '../decide/decision-model.js';
import { groundedArgument } from './value-grounding.js';

const tool = (
  name: string,
  description: string,
  properties: Record<string, { type: string; description?: string; enum?: string[] }>,
  required: string[],
): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties, required },
});

const ticket = tool('assignSupportTicket', 'Assign a support ticket to an agent', { ticket_id: { type: 'string' }, agent_id: { type: 'string' } }, [
  'ticket_id',
  'agent_id',
]);
const light = tool('controlLight', 'Control a smart light', { light_id: { type: 'string' }, action: { type: 'string', description: 'on, off or toggle' } }, [
  'light_id',
  'action',
]);
const film = tool('getFilmDetails', 'Get the details of a film', { title: { type: 'string', description: 'The title of the film' } }, ['title']);
const song = tool('playSong', 'Play a song', { song_name: { type: 'string' } }, ['song_name']);
const distance = tool(
  'calculate_distance',
  'Distance between two celestial bodies',
  {
    body1: { type: 'string' },
    body2: { type: 'string' },
    unit: { type: 'string', description: 'Unit of distance, e.g. miles or kilometers' },
  },
  ['body1', 'body2'],
);
const inventory = [ticket, light, film, song, distance];

const select = (message: string) => selectCalls({ message, tools: inventory });

/** The confidence of the fitted tool decisions' surest cases (the reliability table in docs/routing-quality.md). */
const SURE_TOOL_DECISION = 0.85;

describe('trust in a local decision', () => {
  it('trusts one tool whose every value is written in the message', () => {
    const selection = select('Tell me the details of the film "Pulp Fiction".');
    expect(selection.calls).toEqual([expect.objectContaining({ tool: 'getFilmDetails', arguments: { title: 'Pulp Fiction' } })]);
    expect(selection.handOver).toEqual([]);
    // Held out, no tool decision is right often enough to pass the decide-alone gate (docs/routing-quality.md);
    // a clear one is still among the surest, well above a doubted one.
    expect(selection.aloneConfidence).toBeGreaterThanOrEqual(SURE_TOOL_DECISION);
    expect(selection.aloneConfidence).toBeGreaterThan(select('Please toggle the light with ID "UeIXhLUrt".').aloneConfidence + 0.1);
  });

  it('counts a capitalised word inside a value taken whole (a path) as used, whatever its letters', () => {
    const read = tool('read_text_file', 'Read the complete contents of a file from the file system as text', { path: { type: 'string' } }, ['path']);
    // Temporary folders get random names such as `test-WpdPHF`; the decision must not depend on them.
    for (const folder of ['test-WpdPHF', 'test-abcdef', 'test-Q1zzXy']) {
      const selection = selectCalls({ message: `read the text file /tmp/${folder}/notes.txt`, tools: [read, film, song] });
      expect(selection.calls).toEqual([expect.objectContaining({ tool: 'read_text_file', arguments: { path: `/tmp/${folder}/notes.txt` } })]);
      expect(selection.handOver, folder).toEqual([]);
    }
  });

  it('hands over when a value is a word of the schema, not of the user', () => {
    const selection = select('Please toggle the light with ID "UeIXhLUrt".');
    expect(selection.aloneConfidence).toBeLessThan(DECIDE_ALONE_GATES.tool);
  });

  it("hands over when a value sits next to another parameter's cue", () => {
    const selection = select('Assign support ticket with ID "rqO5k4BwAvRL" to agent with ID "Dt9VvOqz".');
    const call = selection.calls[0];
    if (call?.arguments.ticket_id === 'rqO5k4BwAvRL' && call.arguments.agent_id === 'Dt9VvOqz')
      expect(selection.aloneConfidence).toBeGreaterThanOrEqual(SURE_TOOL_DECISION);
    else expect(selection.aloneConfidence).toBeLessThan(DECIDE_ALONE_GATES.tool);
  });

  it('hands over when the message states an optional value the call left out', () => {
    const selection = select("What's the distance in miles from the Earth to the Moon?");
    const args = selection.calls[0]?.arguments ?? {};
    if ('unit' in args) expect(args.unit).toBe('miles');
    else expect(selection.handOver).toContain('an optional argument the message states was left out');
  });

  it('hands over chained steps', () => {
    const selection = select('Find the song "Yesterday" and then play it.');
    expect(selection.handOver).toContain('steps chained');
    expect(select('Find the song "Yesterday". Next, play it.').handOver).toContain('steps chained');
  });

  it('does not take "next" before a time for a chain of steps', () => {
    const forecast = tool('get_forecast', 'Weather forecast for a city', { city: { type: 'string' }, days: { type: 'integer' } }, ['city', 'days']);
    const selection = selectCalls({ message: 'Get the weather forecast for Oslo for the next 3 days.', tools: [forecast] });
    expect(selection.handOver).not.toContain('steps chained');
  });

  it('grounds values only where the message writes them whole', () => {
    expect(grounded('Pulp Fiction', 'the film "Pulp Fiction"')).toBe(true);
    expect(grounded(42, 'about 42 people')).toBe(true);
    expect(grounded('Paris', 'the weather in Rome')).toBe(false);
    expect(grounded(true, 'yes please')).toBe(false);
  });

  it('grounds a number the message writes as a percentage, with a scale word or as a word, but not one a unit prefix scales', () => {
    const loan = tool('loan', 'Loan payment', { rate: { type: 'number' }, amount: { type: 'number' }, years: { type: 'integer' } }, []);
    expect(groundedArgument('rate', 0.05, loan, 'a loan at 5% interest')).toBe(true);
    expect(groundedArgument('amount', 100_000_000, loan, 'a loan of 100 million')).toBe(true);
    expect(groundedArgument('years', 4, loan, 'over four years')).toBe(true);
    expect(groundedArgument('rate', 0.5, loan, 'a loan at 5% interest')).toBe(false);
    expect(groundedArgument('amount', 100, loan, 'a capacitance of 100µF')).toBe(false);
  });

  it('does not take a name for a code, or the sentence end for part of a value', () => {
    const holidays = tool('nextHolidays', 'Next public holidays of a country', { countryCode: { type: 'string', description: 'Two-letter country code' } }, [
      'countryCode',
    ]);
    expect(groundedArgument('countryCode', 'China', holidays, 'the next public holidays in China')).toBe(false);
    expect(groundedArgument('countryCode', 'CN', holidays, 'the next public holidays in CN')).toBe(true);
    const roles = tool('listRoles', 'List the roles', { accessToken: { type: 'string' } }, ['accessToken']);
    expect(groundedArgument('accessToken', 'abcd1234.', roles, 'I have an access token "abcd1234." List the roles.')).toBe(false);
  });

  it('does not take a bare domain for a URL, or the name of the service for a value', () => {
    const ssl = tool('checkSSL', 'Check the SSL certificate of a website', { website_url: { type: 'string' } }, ['website_url']);
    expect(groundedArgument('website_url', 'google.com', ssl, 'Check the SSL certificate of google.com')).toBe(false);
    expect(groundedArgument('website_url', 'https://google.com', ssl, 'Check the SSL certificate of https://google.com')).toBe(true);
    const versions = tool('getBibleVersions', 'List Bible versions', { language: { type: 'string' } }, []);
    expect(groundedArgument('language', 'Bible Digital API', versions, 'List the versions using the Bible Digital API')).toBe(false);
  });

  it('counts a number written as a word that no argument took as a value left over', () => {
    const facts = tool('getAnimalFacts', 'Facts about an animal', { animal: { type: 'string' } }, ['animal']);
    const selection = selectCalls({ message: 'Tell me three facts about "axolotl".', tools: [facts] });
    expect(selection.calls[0]?.arguments).toEqual({ animal: 'axolotl' });
    expect(selection.handOver).toContain('a value the message states went unused');
  });

  it('grounds a true flag only when the message names its parameter in full, and a false flag never', () => {
    const weather = tool('weather', 'Current weather', { include_humidity: { type: 'boolean' }, security_patches: { type: 'boolean' } }, []);
    expect(groundedArgument('include_humidity', true, weather, 'the temperature and humidity in Oslo')).toBe(true);
    expect(groundedArgument('include_humidity', false, weather, 'the temperature in Oslo')).toBe(false);
    expect(groundedArgument('security_patches', true, weather, 'Secure the device')).toBe(false);
  });

  it('answers writing and general knowledge directly among many tools, and decides alone only when sure', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      tool(`tool_${i}`, `Write and explain report number ${i} for the poem archive`, { text: { type: 'string' } }, ['text']),
    );
    const poem = decideRoute({ message: 'Write a short poem about autumn leaves.', history: [], tools: many });
    expect(poem.needsTool).toBe(false);
    // An action goes to the model even when no tool is about it: a tool may do it in other words. However sure "no
    // tool" reads (0.94 in the fourteenth and fifteenth writers' fits, above the gate), it is never decided alone.
    const booking = decideRoute({ message: 'Book a table for two at my usual restaurant tonight.', history: [], tools: many });
    expect(booking.needsTool === false && booking.confidence >= DECIDE_ALONE_GATES.direct && booking.neverAlone !== true).toBe(false);
    expect(booking.neverAlone).toBe(true);
  });
});

describe('a place something is to go', () => {
  const readMany = tool('open_documents', 'Read the contents of several documents at once', { paths: { type: 'array', items: { type: 'string' } } }, ['paths']);
  const readOne = tool('open_document', 'Read the contents of a document', { path: { type: 'string' } }, ['path']);
  const doubts = (message: string, tools: ToolSpec[]) => selectCalls({ message, tools }).handOver;

  it('is not read as a source', () => {
    // A copy beside tools that only read is no plan at all: no tool copies, nor writes what was read.
    expect(selectCalls({ message: 'copy drafts/essay.md to backup/essay.md', tools: [readMany, readOne] }).calls).toEqual([]);
    expect(doubts('read sales/may.csv and put the totals into summary.txt', [readMany, readOne])).toContain('a place something is to go is read');
    expect(doubts('read sales/may.csv and put the totals into summary.txt', [readMany, readOne])).toContain('a place something is to go is read');
  });

  it('but two things compared, or listed to read, are both read', () => {
    expect(doubts('compare drafts/one.md to drafts/two.md', [readMany, readOne])).not.toContain('a place something is to go is read');
    expect(doubts('open drafts/one.md and drafts/two.md', [readMany, readOne])).not.toContain('a place something is to go is read');
  });
});
