import { describe, expect, it } from 'vitest';
import { splitIdentifier, terms, words } from './tokenize.js';

describe('splitIdentifier', () => {
  it('splits snake_case, camelCase, dots and dashes', () => {
    expect(splitIdentifier('read_text_file')).toEqual(['read', 'text', 'file']);
    expect(splitIdentifier('getWeatherForecast')).toEqual(['get', 'weather', 'forecast']);
    expect(splitIdentifier('math.factorial')).toEqual(['math', 'factorial']);
    expect(splitIdentifier('list-dir')).toEqual(['list', 'dir']);
    expect(splitIdentifier('parseHTTPResponse')).toEqual(['parse', 'http', 'response']);
  });
});

describe('terms', () => {
  it('drops stopwords and stems so inflections meet', () => {
    expect(terms('Calculate the triangles')).toEqual(terms('calculation of a triangle'));
    expect(terms('the of and')).toEqual([]);
  });
  it('splits identifiers written inside text', () => {
    expect(words('call read_text_file now')).toEqual(['call', 'read', 'text', 'file', 'now']);
  });
});
