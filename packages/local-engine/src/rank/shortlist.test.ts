import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { shortlistNames, shortlistTools } from './shortlist.js';

const tool = (name: string, description: string): ToolSpec => ({ name, description, parameters: { type: 'object', properties: {} } });

// Many flight tools crowd a message that says "flight" three times; the hotel request must still be shortlisted.
const inventory = [
  ...Array.from({ length: 10 }, (_, i) => tool(`flight_tool_${i}`, `Search flight offers and flight prices, variant ${i}`)),
  tool('hotel_search', 'Find hotels in a city'),
  tool('weather_now', 'Current weather for a city'),
];

describe('shortlist', () => {
  it('keeps the best tool of every request in a message that makes several', () => {
    const message = 'Find a flight from Oslo to Rome, the cheapest flight, a direct flight. Then find hotels in Rome.';
    const names = shortlistTools(message, inventory, 4).map((t) => t.name);
    expect(names).toHaveLength(4);
    expect(names).toContain('hotel_search');
    expect(names.filter((name) => name.startsWith('flight_tool_')).length).toBeGreaterThan(0);
  });

  it('is never shorter than asked while the inventory has tools, even for a message that matches none', () => {
    expect(shortlistNames('hello there', inventory, 5)).toHaveLength(5);
    expect(shortlistNames('hello there', inventory.slice(0, 2), 5)).toHaveLength(2);
  });
});
