import { describe, expect, it } from 'vitest';
import { withoutAskerRemark } from './asker-remark.js';

describe('a remark on who asked a question', () => {
  it('is left out of the question it follows', () => {
    expect(withoutAskerRemark('whats the capital of norway, Ingrid asked me')).toBe('whats the capital of norway');
    expect(withoutAskerRemark('explain how a fresnel lens works, a guest asked me and I forgot')).toBe('explain how a fresnel lens works');
    expect(withoutAskerRemark('when is the market on? my wife wants to know')).toBe('when is the market on?');
  });

  it('is no remark where the message asks nothing, or where asking is what the question is about', () => {
    for (const message of [
      'Ingrid asked me',
      'remember that Ingrid asked me for a late checkout',
      'tell Ingrid I asked',
      'what did Ingrid ask me',
      'who asked me about the boiler, Ingrid or Huw',
    ]) {
      expect(withoutAskerRemark(message), message).toBe(message);
    }
  });
});
