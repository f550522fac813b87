import { describe, expect, it } from 'vitest';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { asksAdvice } from './advice-question.js';
import { decideRoute } from './decide-route.js';
import { classifyRequest } from './request-kind.js';

describe('advice and whether a belief holds', () => {
  it('reads the forms of asking for advice as knowledge', () => {
    for (const message of [
      'landlord wants to raise 40%, is that legal in argentina now',
      'Is it better to plant yams at the full moon like my father said, or is that only a story?',
      "And does the baking soda really work, or is that an old wives' tale",
      'what should be in a pitch-side medical bag, checklist',
      'teach me a trick to remember the reactivity series',
      'my wrists ache after long days in court, any tips before I end up in a brace',
      'my daughter wants to join the cadets, shes 12, is that too young',
      'thinking of a used 2015 civic with 140k miles for my son, good idea or not?',
      'my son wants to quit greek school, hes 14, do i let him or push him',
      "do i still have to pay rego if the car's been off the road for 3 months",
    ]) {
      expect(asksAdvice(message), message).toBe(true);
      expect(classifyRequest(message).cues, message).toContain('definition');
      // "my father said" also names someone the user knows, which a small memory inventory still weighs.
      if (!message.includes('father')) expect(decideRoute({ message, history: [], tools: mcpTools }).needsTool, message).toBe(false);
    }
  });

  it("leaves requests about the user's files and memory alone", () => {
    expect(asksAdvice('what should be in notes/packing.md?')).toBe(false);
    expect(asksAdvice('what is in the notes folder')).toBe(false);
    expect(asksAdvice("what's my father's birthday")).toBe(false);
    // Which of two things they have, or what a thing of theirs is, asks after their own things.
    expect(asksAdvice('do i have the pdf or the word version of my cv')).toBe(false);
    expect(asksAdvice('is the rota for june too long to print? it is in rotas/june.txt')).toBe(false);
    expect(asksAdvice('any tips in notes/garden.md about tomatoes')).toBe(false);
    expect(decideRoute({ message: 'is it in the projects folder? search for plan.md', history: [], tools: mcpTools }).needsTool).toBe(true);
  });
});
