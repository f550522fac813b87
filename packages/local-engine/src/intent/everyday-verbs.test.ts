import { describe, expect, it } from 'vitest';
import { readRequestAction } from './index.js';

describe('what everyday verbs act on', () => {
  it('reads "open" of a thing as opening a document, and of someone or their entry as no document', () => {
    expect(readRequestAction('open README').objects.has('file')).toBe(true);
    expect(readRequestAction('please open the lentil one').objects.has('file')).toBe(true);
    expect(readRequestAction('open Ana').objects.has('file')).toBe(false);
    expect(readRequestAction('open Dr. Okafor').objects.has('file')).toBe(false);
    expect(readRequestAction("open Ana's entry").objects.has('file')).toBe(false);
    expect(readRequestAction('open the record for the dentist').objects.has('file')).toBe(false);
  });
});
