import { describe, expect, it } from 'vitest';
import type { ToolSpec } from '../types.js';
import { extractArguments } from './extract-arguments.js';

const translate: ToolSpec = {
  name: 'translate',
  parameters: {
    type: 'object',
    properties: {
      text: { type: 'string', description: 'The text to be translated.' },
      source_language: { type: 'string', description: 'The language the text is currently in.' },
      target_language: { type: 'string', description: 'The language the text will be translated to.' },
    },
    required: ['text', 'source_language', 'target_language'],
  },
};

const byCode: ToolSpec = {
  name: 'translate',
  parameters: {
    type: 'object',
    properties: { q: { type: 'string', description: 'Text to translate.' }, target: { type: 'string', description: "Target language code, e.g. 'fr'." } },
    required: ['q', 'target'],
  },
};

describe('languages and the text to translate', () => {
  it('reads the text up to the languages, and the languages by their prepositions', () => {
    expect(extractArguments('Translate Hello, how are you? from English to French.', translate).arguments).toEqual({
      text: 'Hello, how are you?',
      source_language: 'English',
      target_language: 'French',
    });
    expect(extractArguments('can you translate "Where is the station?" from english into german please', translate).arguments).toEqual({
      text: 'Where is the station?',
      source_language: 'English',
      target_language: 'German',
    });
  });

  it('gives the ISO code where the parameter asks for a code', () => {
    expect(extractArguments("translate 'good morning' into Spanish", byCode).arguments).toEqual({ q: 'good morning', target: 'es' });
  });
});
