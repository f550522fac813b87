import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { asksWithNamedEnumValue } from './named-enum-value.js';

const cityTool: ToolSpec = {
  name: 'get-structured-content',
  description: 'Returns structured content',
  parameters: {
    type: 'object',
    properties: { location: { type: 'string', enum: ['New York', 'Chicago', 'Los Angeles'], description: 'Choose city' } },
    required: ['location'],
  },
};
const unitTool: ToolSpec = {
  name: 'convert',
  description: 'Converts a temperature',
  parameters: { type: 'object', properties: { unit: { type: 'string', enum: ['celsius', 'fahrenheit'] } }, required: ['unit'] },
};

describe('a question naming a value a tool requires', () => {
  it('names a capitalised enum value as written or by its initials in capitals', () => {
    expect(asksWithNamedEnumValue("what's the weather in Chicago", cityTool)).toBe(true);
    expect(asksWithNamedEnumValue('wats the weather doin in LA', cityTool)).toBe(true);
    expect(asksWithNamedEnumValue('how is it in new york?', cityTool)).toBe(true);
    expect(asksWithNamedEnumValue('what did la la land win?', cityTool)).toBe(false);
  });

  it('is no question when the value is only mentioned, and common words an enum lists do not count', () => {
    expect(asksWithNamedEnumValue('my son lives in Chicago, remember that', cityTool)).toBe(false);
    expect(asksWithNamedEnumValue('what is 20 celsius?', unitTool)).toBe(false);
  });
});
