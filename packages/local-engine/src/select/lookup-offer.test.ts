import { describe, expect, it } from 'vitest';
import { filesystemTools, mcpTools } from '../../test-support/mcp-tools.js';
import { lookupOffer } from './lookup-offer.js';

const offer = (message: string, tools = mcpTools) => {
  const call = lookupOffer({ message, tools });
  return call ? [call.tool, call.arguments] : undefined;
};

describe('a read-only lookup worth offering for a turn the engine cannot answer', () => {
  it('searches the memory for someone the user named, or for what "anyone" has', () => {
    expect(offer('who is Leo Brennan')).toEqual(['search_nodes', { query: 'Leo Brennan' }]);
    expect(offer('what does Sam play?')).toEqual(['search_nodes', { query: 'Sam' }]);
    expect(offer("when does Priya's train get in")).toEqual(['search_nodes', { query: 'Priya' }]);
    expect(offer('tell me about Leo Brennan')).toEqual(['search_nodes', { query: 'Leo Brennan' }]);
    expect(offer('is anyone allergic to nuts?')).toEqual(['search_nodes', { query: 'allergic' }]);
    expect(offer('who plays the cello?')).toEqual(['search_nodes', { query: 'cello' }]);
  });

  it('lists a folder a "what\'s in" question names', () => {
    expect(offer('wats in orders')).toEqual(['list_directory', { path: 'orders' }]);
    expect(offer("what's in the invoices folder?")).toEqual(['list_directory', { path: 'invoices' }]);
  });

  it('offers nothing for general knowledge, a place, or without a tool that looks it up', () => {
    for (const message of [
      "what's the capital of France",
      'who is Einstein',
      'what is the weather in Paris',
      'tell me a joke',
      'who wrote Hamlet',
      'how do I install Docker',
      'what is Kubernetes',
    ]) {
      expect(offer(message), message).toBeUndefined();
    }
    expect(offer('who is Leo Brennan', filesystemTools)).toBeUndefined();
  });
});
