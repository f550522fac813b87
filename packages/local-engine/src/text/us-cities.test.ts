import { describe, expect, it } from 'vitest';
import { asksForCityAndState, stateOfCity } from './us-cities.js';

describe('US cities', () => {
  it('knows the state of large cities, whatever the case', () => {
    expect(stateOfCity('Chicago')).toBe('IL');
    expect(stateOfCity('new york city')).toBe('NY');
    expect(stateOfCity('Springfield')).toBeUndefined();
  });

  it('sees a "City, State" format in words or by example, not in other comma lists', () => {
    expect(asksForCityAndState('The city and state, e.g. Seattle, WA')).toBe(true);
    expect(asksForCityAndState('The city, for instance Boston, MA')).toBe(true);
    expect(asksForCityAndState('The gaming platform e.g. Xbox, Playstation, PC')).toBe(false);
    expect(asksForCityAndState('The city name, e.g. Paris')).toBe(false);
  });
});
