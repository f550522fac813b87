import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { extractArguments } from './extract-arguments.js';

const numbers = (...names: string[]): ToolSpec => ({
  name: 'tool',
  parameters: {
    type: 'object',
    properties: Object.fromEntries(names.map((name) => [name, { type: 'number', description: `The ${name}.` }])),
    required: names,
  },
});

describe('values given in order to a list of parameters', () => {
  it('gives each named parameter its value in the order of the names, not the value nearest to it', () => {
    expect(extractArguments('a triangle with the base and height as 6cm and 10cm', numbers('base', 'height')).arguments).toEqual({ base: 6, height: 10 });
    expect(extractArguments('set the width and height to 800 and 600', numbers('height', 'width')).arguments).toEqual({ height: 600, width: 800 });
    expect(extractArguments('length, width and height are 2, 3 and 4 respectively', numbers('width', 'height', 'length')).arguments).toEqual({
      length: 2,
      width: 3,
      height: 4,
    });
  });

  it('keeps the order when the last name also reads as assigned the first value ("destination as a.md")', () => {
    const move: ToolSpec = {
      name: 'move_file',
      description: 'Move or rename files and directories.',
      parameters: { type: 'object', properties: { source: { type: 'string' }, destination: { type: 'string' } }, required: ['source', 'destination'] },
    };
    expect(extractArguments('move the source and destination as important.md and /srv/backup/important.md', move).arguments).toEqual({
      source: 'important.md',
      destination: '/srv/backup/important.md',
    });
  });

  it('leaves lists of a different size, and values after a break, to the words beside each value', () => {
    expect(extractArguments('the base and height: height 10, base 6', numbers('base', 'height')).arguments).toEqual({ base: 6, height: 10 });
    expect(extractArguments('the base and height of 6, 10 and 12', numbers('base', 'height')).arguments).not.toEqual({ base: 6, height: 10 });
  });
});
