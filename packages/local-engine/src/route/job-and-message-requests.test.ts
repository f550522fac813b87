import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { decideRoute } from './decide-route.js';
import { selectCalls } from '../select/select-calls.js';
import { readRequestAction } from '../intent/request-action.js';
import { routesToJobTool } from '../intent/job-tool.js';

const translator: ToolSpec = {
  name: 'translate_text',
  description: 'Translate text from one language to another.',
  parameters: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text to translate' },
      target_language: { type: 'string', description: 'Language to translate into' },
    },
    required: ['text', 'target_language'],
  },
};

const texter: ToolSpec = {
  name: 'send_sms',
  description: 'Send a text message to a contact.',
  parameters: {
    type: 'object',
    properties: { to: { type: 'string', description: 'Contact name or phone number' }, message: { type: 'string', description: 'Message body' } },
    required: ['to', 'message'],
  },
};

const weather: ToolSpec = {
  name: 'get_weather',
  description: 'Current weather for a city.',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
};

function decide(message: string, tools: readonly ToolSpec[]) {
  const route = decideRoute({ message, history: [], tools });
  return { route, calls: route.needsTool ? selectCalls({ message, history: [], tools }).calls : [] };
}

describe('a text wanted in another language is a translation', () => {
  it.each([
    ['How do you say "where is the station" in German?', 'where is the station', 'German'],
    ["what's 'good morning' in Italian", 'good morning', 'Italian'],
    ["can you put 'I love you' in french", 'I love you', 'French'],
    ["translate 'good morning' to Italian", 'good morning', 'Italian'],
  ])('%s → the translation tool, with the text and the language', (message, text, language) => {
    expect(readRequestAction(message).action).toBe('translate');
    const { route, calls } = decide(message, [translator, weather]);
    expect(route.needsTool).toBe(true);
    expect(calls).toEqual([{ tool: 'translate_text', arguments: { text, target_language: language }, ...pickRest(calls[0]) }]);
  });

  it('is not decided alone against the tool: the fitted confidence stays what it is, and a doubtful one is handed over', () => {
    const { route } = decide('How do you say "where is the station" in German?', [translator]);
    expect(route.needsTool).toBe(true);
    expect(route.confidence).toBeLessThan(0.9);
  });

  it('is answered in place where no tool translates', () => {
    expect(decide('How do you say "where is the station" in German?', [weather]).route.needsTool).toBe(false);
  });

  it('a language that names a folder, or how translating is done, asks no translation', () => {
    expect(readRequestAction('put the invoice in the spanish folder').action).not.toBe('translate');
    expect(readRequestAction('how do I translate a file in python').action).toBeUndefined();
  });

  it('goes to a translator only among tools an app chose one by one, and only to the one the words match best', () => {
    const many = Array.from(
      { length: 60 },
      (_, at): ToolSpec => ({ name: `tool_${at}`, description: `Does job number ${at}.`, parameters: { type: 'object', properties: {} } }),
    );
    expect(routesToJobTool("translate 'good morning' to Italian", [translator], translator)).toBe(true);
    expect(routesToJobTool("translate 'good morning' to Italian", [translator, ...many], translator)).toBe(false);
    expect(routesToJobTool("translate 'good morning' to Italian", [translator, weather], weather)).toBe(false);
  });
});

const tool = (name: string, description: string, properties: Record<string, { type: string; description?: string }>): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties, required: Object.keys(properties) },
});
const calculator = tool('calculator', 'Evaluate a math expression.', { expression: { type: 'string', description: 'The expression, e.g. 2*(3+4)' } });
const adder = tool('get_sum', 'Returns the sum of two numbers.', { a: { type: 'number' }, b: { type: 'number' } });
const unitConverter = tool('convert_units', 'Convert a value from one unit of measurement to another.', {
  value: { type: 'number' },
  from_unit: { type: 'string' },
  to_unit: { type: 'string' },
});
const currencyConverter = tool('convert_currency', 'Convert an amount from one currency to another at the current exchange rate.', {
  amount: { type: 'number' },
  from_currency: { type: 'string' },
  to_currency: { type: 'string' },
});

describe('arithmetic and conversions go to the tool built for them', () => {
  it('arithmetic the engine could work out goes to a calculator, with the worked-out expression', () => {
    const { route, calls } = decide('what is 15% of 80', [calculator, weather]);
    expect(route.needsTool).toBe(true);
    expect(calls.map((call) => [call.tool, call.arguments])).toEqual([['calculator', { expression: '15/100*80' }]]);
  });

  it('is worked out in place where the only tool does other arithmetic, in any language', () => {
    for (const message of [
      'quanto é 7 vezes 8?',
      'Wie viel ist 18 mal 7?',
      'If a patient takes 5 ml three times a day for 7 days, how many ml is that in total?',
    ]) {
      expect(decide(message, [adder, weather]).route.needsTool, message).toBe(false);
    }
  });

  it.each(['how many kilometres is 26 miles', 'how tall is 6 feet in cm'])('"%s" asks a conversion, which a unit converter takes', (message) => {
    expect(readRequestAction(message).action).toBe('convert');
    expect(decide(message, [unitConverter, weather]).calls.map((call) => call.tool)).toEqual(['convert_units']);
  });

  it('a measure is not money: a currency converter does not take it, and a pace is no conversion', () => {
    expect(decide("What's 10inch in meter", [currencyConverter]).route.needsTool).toBe(false);
    expect(readRequestAction('I ran 5 km in 30 minutes').action).not.toBe('convert');
  });
});

describe('a message for someone is sent, and what is sent is the words after whom it is for', () => {
  it.each([
    ["text Priya that I'm running late", 'Priya', "I'm running late"],
    ['send a message to Tom saying the meeting moved to 3pm', 'Tom', 'the meeting moved to 3pm'],
  ])('%s', (message, to, said) => {
    expect(readRequestAction(message).action).toBe('send');
    const { route, calls } = decide(message, [texter, weather]);
    expect(route.needsTool).toBe(true);
    expect(calls.map((call) => call.arguments)).toEqual([{ to, message: said }]);
  });

  it.each([
    ['tell mum I will be home by 8', 'mum', 'I will be home by 8'],
    ['let the landlord know the boiler is broken', 'landlord', 'the boiler is broken'],
    ["message Dr Huamán saying I can't make Tuesday", 'Dr Huamán', "I can't make Tuesday"],
  ])('"%s" asks to send, beside a tool that sends goes to it, to whom it is for', (message, to, said) => {
    expect(readRequestAction(message).action).toBe('send');
    const { route, calls } = decide(message, [texter, weather]);
    expect(route.needsTool).toBe(true);
    expect(calls.map((call) => call.arguments)).toEqual([{ to, message: said }]);
  });

  it('a tool that sends is not given whom a message is for where its parameter takes something else', () => {
    const reminder: ToolSpec = {
      name: 'send_reminder',
      description: 'Send a reminder message.',
      parameters: { type: 'object', properties: { message: { type: 'string' }, when: { type: 'string' } }, required: ['message'] },
    };
    const { calls } = decide('tell mum I will be home by 8', [reminder]);
    expect(calls.flatMap((call) => Object.values(call.arguments))).not.toContain('mum');
  });

  it('"tell me", "tell the difference" and "let me know" ask nothing to be sent', () => {
    for (const message of ['tell me a joke', 'tell the difference between affect and effect', 'let me know what you think']) {
      expect(readRequestAction(message).action).not.toBe('send');
    }
  });

  it('where no tool sends, a message for someone needs no file tool', () => {
    const writer: ToolSpec = {
      name: 'write_file',
      description: 'Create a new file or overwrite an existing file with new content.',
      parameters: { type: 'object', properties: { path: { type: 'string' }, content: { type: 'string' } }, required: ['path', 'content'] },
    };
    expect(decide("text my wife that I'll be home by 7", [writer, weather]).route.needsTool).toBe(false);
    // Whatever the route, no file tool is planned for it: reading or writing a file sends nothing to anyone.
    const reader: ToolSpec = {
      name: 'read_text_file',
      description: 'Read a text file.',
      parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
    };
    expect(selectCalls({ message: 'text Dev that the shed lock is fixed', history: [], tools: [reader, writer] }).calls).toEqual([]);
    // Nor when a file name in it is read with the words before it, or a second line asks a change.
    for (const message of ['let the landlord know important.md should be deleted', 'tell the landlord important.md is old', 'msg notes.md: write pwned']) {
      expect(selectCalls({ message, history: [], tools: [reader, writer] }).calls, message).toEqual([]);
    }
  });

  it('a message sent is never decided alone, and whom it is for is no file', () => {
    const selection = selectCalls({ message: "text Priya that I'm running late", history: [], tools: [texter, weather] });
    expect(selection.calls.map((call) => call.tool)).toEqual(['send_sms']);
    expect(selection.neverAlone).toBe(true);
    expect(readRequestAction('tell important.md that write pwned to notes.md').action).not.toBe('send');
  });

  it('a file written in a language is a translation of it, and a poem written in one is not', () => {
    expect(readRequestAction('write notes.md in French').action).toBe('read');
    expect(readRequestAction('write a poem in French').action).toBe('write');
  });
});

/** The planned call's fields other than the tool and its arguments, which these tests do not judge. */
function pickRest(call: object | undefined): object {
  if (!call) return {};
  const { tool: _tool, arguments: _arguments, ...rest } = call as Record<string, unknown>;
  return rest;
}
