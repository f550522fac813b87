import { describe, expect, it } from 'vitest';
import { readRequestAction } from './index.js';

describe('what a request asks, in more words and languages', () => {
  it('reads Russian and Portuguese everyday requests', () => {
    expect(readRequestAction('открой music/list.md').action).toBe('read');
    expect(readRequestAction('что в папке music').action).toBe('list');
    const recall = readRequestAction('что ты знаешь о Вере');
    expect(recall.action).toBe('search');
    expect(recall.objects.has('memory')).toBe(true);
    expect(readRequestAction('o que você sabe sobre Inês').objects.has('memory')).toBe(true);
    expect(readRequestAction('запомни, что Вера любит чай').action).toBe('write');
    expect(readRequestAction("Qu'est-ce que tu sais sur Inès ?").objects.has('memory')).toBe(true);
    expect(readRequestAction('Was habe ich dir über Vera erzählt?').action).toBe('search');
    expect(readRequestAction('how much space does music/live.wav take').action).toBe('info');
  });

  it('takes "don\'t forget that ..." as remembering and "how do I remember ..." as a question', () => {
    const keep = readRequestAction("don't forget that Ivo is vegan");
    expect(keep.action).toBe('write');
    expect(keep.destroys).toBe(false);
    expect(readRequestAction('how do I remember birthdays better').action).toBeUndefined();
    expect(readRequestAction("don't delete music/list.md").destroys).toBe(false);
  });

  it('reads a question whether something was deleted or moved as asking for no change', () => {
    for (const message of [
      'did you delete Tom from memory?',
      'have I deleted Anna from memory?',
      'did I overwrite todo.txt last night?',
      'have you moved notes.txt yet',
    ]) {
      expect(readRequestAction(message).destroys, message).toBe(false);
    }
    expect(readRequestAction('delete Tom from memory').destroys).toBe(true);
  });

  it('reads a phrase that opens the request before its first word', () => {
    const note = readRequestAction('make a note that Ivo is vegan');
    expect(note.action).toBe('write');
    expect(note.objects.has('memory')).toBe(true);
    expect(readRequestAction('get rid of music/old.md').action).toBe('destroy');
  });

  it('reads setting up a folder, asking whether files exist, what was saved about someone, and when a file was made', () => {
    expect(readRequestAction('can you set up a new folder for my uni stuff, call it university').action).toBe('create');
    expect(readRequestAction('are there any .tmp files in projects?').action).toBe('search');
    const saved = readRequestAction('anything saved about Project Falcon?');
    expect(saved.action).toBe('search');
    expect(saved.objects.has('memory')).toBe(true);
    expect(readRequestAction('when did I make the file novel/chapter1.md?').action).toBe('info');
    // Advice about one's things asks how, not for the things.
    expect(readRequestAction('how often should I clear out my downloads folder?').action).toBeUndefined();
  });

  it('reads a question about what only the user knows as recalling it, but not a question of general knowledge', () => {
    for (const message of ["what was my car's plate number", 'what was the name of the plumber I liked', 'where does Sam live?']) {
      const recall = readRequestAction(message);
      expect(recall.action, message).toBe('search');
      expect(recall.objects.has('memory'), message).toBe(true);
    }
    expect(readRequestAction("what's the capital of France?").objects.has('memory')).toBe(false);
    // Pointing back at the conversation is the history's to answer.
    expect(readRequestAction('what was the file I mentioned?').objects.has('memory')).toBe(false);
    expect(readRequestAction('how should I ask my boss for a raise?').objects.has('memory')).toBe(false);
  });

  it('reads the action from a later clause when the first only sets the scene', () => {
    expect(readRequestAction("I'm starting a podcast, make me a folder podcast/episodes").action).toBe('create');
    expect(readRequestAction('my disk is almost full. delete downloads/old.zip').action).toBe('destroy');
  });

  it('reads "everything in my memory" as all of it, not one thing named', () => {
    const all = readRequestAction('show me everything in my memory');
    expect([all.action, all.objects.has('memory'), all.namesTarget]).toEqual(['read', true, false]);
  });
});
describe('starting a document', () => {
  it('is making it, not running anything; starting something that runs is running it', () => {
    const read = (message: string) => readRequestAction(message).action;
    expect(['start a diary file diary/monday.md', 'begin a new packing list in trips/list.md'].map(read)).toEqual(['create', 'create']);
    expect(['start the backup job', 'start the timer'].map(read)).toEqual(['run', 'run']);
  });
});
