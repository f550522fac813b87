import { describe, expect, it } from 'vitest';
import type { EngineMessage } from '../types.js';
import { mcpTools } from '../../test-support/mcp-tools.js';
import { selectCalls } from '../select/select-calls.js';
import { resolveFileReference } from './file-reference.js';
import { resolveListedItem } from './listed-items.js';

const said = (...contents: string[]): EngineMessage[] => contents.map((content, at) => ({ role: at % 2 === 0 ? 'user' : 'assistant', content }));
const listing = '[FILE] banana-bread.md\n[FILE] chili.md\n[FILE] lentil-soup.md';

/** Follow-ups a new user sent on their own folder, read as they meant them. */
describe('follow-ups of a first hour', () => {
  it('picks from the latest listing over a stray exchange after it', () => {
    const history = said("what's in the recipes folder", listing, 'yes', 'Nothing of mine is waiting for a yes or no.');
    expect(resolveListedItem('open the second one', history)).toBe('open recipes/chili.md');
    // Three exchanges back is too far: the listing may no longer be what the user has in mind.
    const older = said("what's in the recipes folder", listing, 'a', 'b', 'c', 'd', 'e', 'f');
    expect(resolveListedItem('open the second one', older)).toBe('open the second one');
  });

  it('reads "it" as a listed file in the folder listed', () => {
    expect(resolveFileReference('how long does it need to cook?', said("what's in the recipes folder", '[FILE] chili.md'))).toBe(
      'how long does recipes/chili.md need to cook?',
    );
  });

  it('looks for "the budget one next to it" in the folder of the file pointed at, not in that file', () => {
    expect(resolveFileReference('and the budget one next to it', said('read finance/subscriptions.csv', 'service,monthly\nnetflix,15.49'))).toBe(
      'find files named budget in finance',
    );
  });

  it('files a fact under the name the message opens with, not one the conversation named', () => {
    const history = said("remember that my dog is called Biscuit and he's a 4 year old beagle", 'Saved.');
    const [call] = selectCalls({ message: 'remember: Maya is my niece, her birthday is 12 December', history, tools: mcpTools }).calls;
    expect(JSON.stringify(call?.arguments)).toContain('Maya');
    expect(JSON.stringify(call?.arguments)).not.toContain('Biscuit');
  });

  it('keeps the kind said before the name, and searches a pet by what it is', () => {
    const [made] = selectCalls({ message: "remember that my dog is called Biscuit and he's a 4 year old beagle", tools: mcpTools }).calls;
    expect(made?.arguments).toMatchObject({ entities: [{ name: 'Biscuit', entityType: 'dog' }] });
    const [asked] = selectCalls({ message: "what's my dog's name again?", tools: mcpTools }).calls;
    expect(asked?.arguments).toEqual({ query: 'dog' });
  });
});
