import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { decideRoute } from './decide-route.js';
import { DECIDE_ALONE_GATES, decideAloneGate, noToolDoubted } from '../decide/decision-model.js';

/** Whether the route would stand without a model in `local-then-model` mode (the gate of its kind). */
const standsAlone = (result: { needsTool: boolean; confidence: number; neverAlone: boolean }) =>
  !result.neverAlone && result.confidence >= decideAloneGate(DECIDE_ALONE_GATES, result.needsTool);

const route = (message: string, history: Array<{ role: 'user' | 'assistant'; content: string }> = [], tools = mcpTools) =>
  decideRoute({ message, history, tools });

describe('decideRoute', () => {
  it('is not sure there is no tool for a few words that carry on a request that may have needed one', () => {
    const weather = [
      { role: 'user' as const, content: 'weather in Chicago?' },
      { role: 'assistant' as const, content: '18°C, cloudy.' },
    ];
    expect(route('and in Lisbon?', weather, [weatherTool]).features?.followUp).toBe(1);
    expect(noToolDoubted({ followUp: 1 })).toBe(true);
    // A follow-up to a question no tool could serve is read alone as surely as that question was.
    const capital = [
      { role: 'user' as const, content: 'what is the capital of France' },
      { role: 'assistant' as const, content: 'Paris.' },
    ];
    expect(route('and of Spain?', capital, [weatherTool]).features?.followUp).toBe(0);
  });

  it('answers greetings, thanks and wellbeing without tools', () => {
    for (const message of ['hello, how are you?', 'Hi!', 'thanks a lot', 'good morning']) {
      const result = route(message);
      expect(result.needsTool, message).toBe(false);
      expect(result.source).toBe('direct');
      expect(result.directAnswer).toBeTruthy();
      // No development case is small talk: the fitted model has not measured this rule, so it is not decided alone on it.
      expect(result.confidence).toBeGreaterThan(0);
    }
  });

  it('does not mistake a request with a greeting in front for small talk', () => {
    expect(route('hi, can you read the file notes/todo.md?').needsTool).toBe(true);
  });

  it('computes simple arithmetic itself', () => {
    const result = route('what is 6 * 7?');
    expect(result).toMatchObject({ needsTool: false, source: 'direct' });
    expect(result.directAnswer).toBe('6 * 7 = 42');
    expect(route("what's 15% of 1240").directAnswer).toBe('15% of 1240 = 186');
  });

  it('routes a request that a tool serves to the tool', () => {
    const result = route('read the file notes/todo.md');
    expect(result).toMatchObject({ needsTool: true, source: 'tool' });
    expect(result.rationale).toContain('read_text_file');
    expect(result.goal).toBe('read the file notes/todo.md');
  });

  it('never needs a tool when there are none, and says why it cannot answer open questions', () => {
    const result = route('read the file notes/todo.md', [], []);
    expect(result.needsTool).toBe(false);
    expect(result.directAnswer).toMatch(/no language model/i);
  });

  it("says no tool does it, not that a model is missing, when an action or the user's own things find no tool", () => {
    for (const message of ['book me a flight to Lisbon on Friday', 'send an email to my landlord about the boiler']) {
      const result = route(message);
      expect(result.needsTool, message).toBe(false);
      expect(result.directAnswer, message).toMatch(/None of the tools I can use does this/);
    }
    expect(route('who painted the Mona Lisa?').directAnswer).toMatch(/no language model/);
  });

  it('keeps general knowledge away from unrelated tools', () => {
    const result = route('who painted the Mona Lisa?');
    expect(result.needsTool).toBe(false);
    expect(result.source).toBe('direct');
  });

  it('answers questions about earlier turns from the history', () => {
    const history = [
      { role: 'user' as const, content: 'Hi, my name is Ana and I live in Lisbon.' },
      { role: 'assistant' as const, content: 'Nice to meet you, Ana!' },
      { role: 'user' as const, content: 'Please keep reports/q3.md in mind for later.' },
    ];
    const name = route('what did I say my name was?', history);
    expect(name).toMatchObject({ needsTool: false, source: 'history' });
    expect(name.directAnswer).toContain('Ana');
    const file = route('what was the file I mentioned?', history);
    expect(file.source).toBe('history');
    expect(file.directAnswer).toContain('reports/q3.md');
  });

  it('is honest when the history does not hold the answer', () => {
    const fileTools = mcpTools.filter((tool) => !/graph/i.test(tool.description ?? ''));
    const result = route('what did I say my name was?', [], fileTools);
    expect(result.source).toBe('history');
    expect(standsAlone(result)).toBe(false);
    expect(result.directAnswer).toMatch(/don't see/i);
  });

  it('asks an offered memory tool what the user told when the conversation does not hold it', () => {
    expect(route('what did I tell you about Priya?', []).needsTool).toBe(true);
    const told = route('what did I tell you about Priya?', [
      { role: 'user', content: 'Priya prefers Slack' },
      { role: 'assistant', content: 'Noted.' },
    ]);
    expect(told.source).toBe('history');
  });

  it('is surer there is no tool when no tool is about the request than when the user asks to look it up', () => {
    const result = route('Recommend a good novel about the sea', [], [weatherTool]);
    expect(result).toMatchObject({ needsTool: false, source: 'direct' });
    expect(result.confidence).toBeGreaterThan(route('How many moons does Jupiter have? Can you look that up?', [], [weatherTool]).confidence);
  });

  it('is not sure there is no tool when a tool shares a word with the request; a free-form tool alone does not pull a request to it', () => {
    const climate = {
      name: 'room_climate',
      description: 'Read the climate sensors (temperature, humidity) of a room',
      parameters: { type: 'object' as const, properties: { room: { type: 'string' } }, required: ['room'] },
    };
    expect(standsAlone(route('What is the temperature in the kitchen right now?', [], [climate]))).toBe(false);
    const answers = {
      name: 'result_get',
      description: 'Get a short answer',
      parameters: { type: 'object' as const, properties: { i: { type: 'string', description: 'The input' } }, required: ['i'] },
    };
    // Whether such a tool should keep "no tool" from being sure is for the fit to say (it gives the feature no weight).
    expect(route('Recommend a good novel about the sea', [], [weatherTool, answers]).needsTool).toBe(false);
  });

  it('is not sure there is no tool when the user asks to look something up or to use a tool', () => {
    for (const message of ['How many moons does Jupiter have? Can you look that up?', 'Check the population of Tokyo using the demographics API.']) {
      const result = route(message, [], [weatherTool]);
      expect(standsAlone(result), message).toBe(false);
    }
  });

  it('is not sure a question needs no tool when an app of a few dozen tools has one about it', () => {
    const scenes = Array.from({ length: 29 }, (_, i) => ({
      name: `light_scene_${i}`,
      description: `Set lighting scene ${i} in a room`,
      parameters: { type: 'object' as const, properties: { room: { type: 'string' } }, required: ['room'] },
    }));
    const temperature = {
      name: 'get_room_temperature',
      description: 'Get the temperature of a room in the home',
      parameters: { type: 'object' as const, properties: { room: { type: 'string', description: 'Room name' } }, required: ['room'] },
    };
    const result = route('What is the temperature in the living room?', [], [...scenes, temperature]);
    expect(result.needsTool === false && standsAlone(result)).toBe(false);
  });

  it('is not sure an app request needs no tool when it acts, asks about the user, or names a live fact', () => {
    const app = (name: string, description: string, parameter: string) => ({
      name,
      description,
      parameters: { type: 'object' as const, properties: { [parameter]: { type: 'string' } }, required: [parameter] },
    });
    const bank = [app('get_account_balance', 'Balance of an account', 'account_id'), app('list_transactions', 'Transactions of an account', 'account_id')];
    const mail = [app('search_emails', 'Search the mailbox', 'query'), app('send_email', 'Send an email', 'to')];
    const timer = [app('countdown', 'Start a countdown', 'duration')];
    const switches = [app('switch_off', 'Switch a device off', 'device')];
    const cases: Array<[string, typeof bank]> = [
      ['How much cash have I got?', bank],
      // "Did my rent go out already?" beside the same tools sits at the "no tool" gate (0.956 against 0.955 since the
      // refit of the relation and later-clause readings): whether it stands alone is the fit's call, not a rule's.
      ['Who wrote to me about the invoice?', mail],
      ['Set a 10 minute timer for the pasta', timer],
      ['Shut the porch light', switches],
    ];
    const sureOfNoTool = (result: ReturnType<typeof route>) => !result.needsTool && standsAlone(result);
    for (const [message, tools] of cases) expect(sureOfNoTool(route(message, [], tools)), message).toBe(false);
    const market = Array.from({ length: 150 }, (_, i) => app(`tool_${i}`, `Manage inventory bin ${i} of the warehouse`, 'bin'));
    const stocks = app('stock_quote', 'Latest trading price of a listed company', 'symbol');
    expect(sureOfNoTool(route("What is Tesla's stock price?", [], [...market, stocks]))).toBe(false);
    // General knowledge among the same tools is still answered directly.
    expect(route('Who wrote Pride and Prejudice?', [], [...market, stocks])).toMatchObject({ needsTool: false });
  });

  it('hands over a message it cannot read instead of deciding that no tool fits', () => {
    for (const message of ['北京今天的天气怎么样？', 'Какая погода в Москве?', '¿Qué tiempo hace hoy en Madrid?', 'Wie ist das Wetter heute in Berlin?']) {
      const result = route(message, [], [weatherTool]);
      expect(standsAlone(result), message).toBe(false);
    }
  });
});

const weatherTool = {
  name: 'get_current_weather',
  description: 'Get the current weather in a location',
  parameters: { type: 'object' as const, properties: { location: { type: 'string', description: 'City, e.g. San Francisco, CA' } }, required: ['location'] },
};
