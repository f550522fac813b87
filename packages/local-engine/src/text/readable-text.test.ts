import { describe, expect, it } from 'vitest';
import { readsEnglish, readsScript } from './readable-text.js';

describe('readsScript', () => {
  it('reads Latin-script text, and text without letters', () => {
    for (const message of ["What's the weather in Boston?", 'Café in São Paulo', '2 + 2', '']) expect(readsScript(message), message).toBe(true);
  });

  it('does not read a message written mostly in another script', () => {
    for (const message of ['北京的天气怎么样？', 'Какая погода в Москве?', 'ما هو الطقس في دبي', '東京 weather 今日の天気は']) {
      expect(readsScript(message), message).toBe(false);
    }
  });

  it('reads an English message that names a place in another script', () => {
    expect(readsScript('What is the weather like today in the city of Москва?')).toBe(true);
  });
});

describe('readsEnglish', () => {
  it('reads English requests, names and all', () => {
    for (const message of ["What's the weather in Boston?", 'Find me a sushi restaurant near Palo Alto', 'Book a flight from JFK to LAX tomorrow']) {
      expect(readsEnglish(message), message).toBe(true);
    }
  });

  it('does not take requests in other Latin-script languages for English', () => {
    for (const message of [
      '¿Qué tiempo hace en Madrid?',
      'Wie ist das Wetter in Berlin?',
      'Quel temps fait-il à Paris demain ?',
      'hola',
      'Wat is het weer in Amsterdam',
    ]) {
      expect(readsEnglish(message), message).toBe(false);
    }
  });

  it('does not take another script for English', () => {
    expect(readsEnglish('北京的天气怎么样？')).toBe(false);
  });
});

describe('English contractions', () => {
  it('count as the English words they shorten', () => {
    expect(readsEnglish("what's in website")).toBe(true);
    expect(readsEnglish("what's inside downloads?")).toBe(true);
    expect(readsEnglish("c'est la vie")).toBe(false);
  });
});
