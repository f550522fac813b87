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

describe('words in any script', () => {
  it('gives terms for Chinese and Japanese text, as overlapping character pairs', () => {
    expect(words('显示文件夹')).toEqual(['显示', '示文', '文件', '件夹']);
    expect(terms('北京的天气怎么样？').length).toBeGreaterThan(0);
    expect(words('notes/ideas.md を表示して')).toEqual(expect.arrayContaining(['notes', 'ideas', 'md', '表示']));
  });

  it('reads accented Latin words whole and without accents, and other alphabets as words', () => {
    expect(words('muéstrame São Paulo')).toEqual(['muestrame', 'sao', 'paulo']);
    expect(words('Какая погода в Москве?')).toEqual(['какая', 'погода', 'в', 'москве']);
  });

  it('reads plain ASCII text as before', () => {
    expect(words('call read_text_file now, 25°C')).toEqual(['call', 'read', 'text', 'file', 'now', '25', 'c']);
  });
});

describe('words of scripts that write vowels as marks', () => {
  it('keeps the vowels of Hindi and Thai words, and gives Korean words as character pairs', () => {
    expect(words('मेरी फ़ाइल दिखाओ')).toEqual(['मेरी', 'फ़ाइल', 'दिखाओ']);
    expect(words('เปิดไฟล์')).toEqual(['เปิด', 'ไฟล์']);
    expect(words('사진 폴더')).toEqual(['사진', '폴더']);
    expect(terms('ما هي الملفات في مجلد photos').length).toBeGreaterThan(0);
  });
});

describe('"one" standing for a thing', () => {
  it('is no content term, so "the soup one" shares no word with "one by one"', () => {
    expect(terms('open the soup one')).toEqual(['open', 'soup']);
    expect(terms('which ones are big')).toEqual(['big']);
  });
});
