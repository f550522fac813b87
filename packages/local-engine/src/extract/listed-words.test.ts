import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { selectCalls } from '../select/select-calls.js';
import { extractArguments } from './extract-arguments.js';

const tool = (name: string, parameter: string, description: string): ToolSpec => ({
  name,
  description,
  parameters: { type: 'object', properties: { [parameter]: { type: 'string', description: `The ${parameter}.` } }, required: [parameter] },
});
const density = tool('material_density', 'material', 'Density of a material.');
const weather = tool('city_weather', 'city', 'Current weather of a city.');
const calls = (message: string, spec: ToolSpec) => selectCalls({ message, tools: [spec] }).calls.map((call) => call.arguments);

describe('lower-case words listed after a preposition', () => {
  it('fill a required name and fan out over the list', () => {
    expect(calls('What is the density of copper, zinc, and nickel?', density)).toEqual([{ material: 'copper' }, { material: 'zinc' }, { material: 'nickel' }]);
    expect(calls('Give me the density of the granite and marble', density)).toEqual([{ material: 'granite' }, { material: 'marble' }]);
  });

  it('are not read from a list that describes the request', () => {
    expect(extractArguments('Show the boiling and melting behaviour', density).arguments).toEqual({});
  });

  it('are left alone when the message names things', () => {
    expect(calls('What is the density of copper and zinc from Acme Metals?', density)).toEqual([{ material: 'Acme Metals' }]);
  });

  it('never fill a place', () => {
    expect(extractArguments('Weather in rain and snow conditions', weather).arguments).toEqual({});
  });
});
