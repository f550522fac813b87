import { describe, expect, it } from 'vitest';
import { nameAskedElsewhere } from './named-asked-elsewhere.js';

describe('a question about someone by name, in another language', () => {
  it.each([
    ['Wer ist Lena?', 'Lena'],
    ['Wo wohnt Margaret Hughes?', 'Margaret Hughes'],
    ['onde mora a Rita?', 'Rita'],
    ['quem é a Sofia?', 'Sofia'],
    ['¿Dónde trabaja Ana?', 'Ana'],
    ['Wann hat Lena Geburtstag?', 'Lena'],
    ['quando faz anos a Beatriz Lopes?', 'Beatriz Lopes'],
    ['Gdzie mieszka Marta?', 'Marta'],
  ])('%s asks about %s', (message, name) => {
    expect(nameAskedElsewhere(message)).toBe(name);
  });

  it.each(['Wo liegt Berlin?', 'Wer ist der Präsident von Frankreich?', '¿Dónde vive el oso polar?', 'Wo wohnt der Papst?', 'wer ist lena?', 'who is Lena?'])(
    'leaves %s alone: a thing, an office, a word in lower case, or English (read elsewhere)',
    (message) => {
      expect(nameAskedElsewhere(message)).toBeUndefined();
    },
  );
});
