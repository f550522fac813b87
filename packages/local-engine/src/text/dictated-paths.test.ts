import { describe, expect, it } from 'vitest';
import { withDictatedPaths } from './dictated-paths.js';

describe('a path said aloud', () => {
  it('is written as the path it says', () => {
    expect(withDictatedPaths('open logbook slash 2024 dash week dash 23 dot txt')).toBe('open logbook/2024-week-23.txt');
    expect(withDictatedPaths('make a folder called routes slash 2024')).toBe('make a folder called routes/2024');
    expect(withDictatedPaths('rename notes dot txt to road notes dot txt')).toBe('rename notes.txt to road notes.txt');
    expect(withDictatedPaths('open derby slash dues dot csv, who hasnt paid')).toBe('open derby/dues.csv, who hasnt paid');
  });

  it('starts at the root when said from its first slash, the word before it kept a word', () => {
    expect(withDictatedPaths('rename notes dot txt to slash etc slash cron dot d')).toBe('rename notes.txt to /etc/cron dot d');
    expect(withDictatedPaths('open slash etc slash passwd')).toBe('open /etc/passwd');
    expect(withDictatedPaths('open notes slash a dot txt')).toBe('open notes/a.txt');
  });

  it('keeps "dot" as a word where no extension follows it', () => {
    expect(withDictatedPaths('write a new file truck slash dot inspection dot txt')).toBe('write a new file truck/dot inspection.txt');
  });

  it('leaves a slash between words alone outside requests about files, and quoted text as it is', () => {
    expect(withDictatedPaths('remember my coworker slash roommate Jen likes tea')).toBe('remember my coworker slash roommate Jen likes tea');
    expect(withDictatedPaths('what is a dot txt file')).toBe('what is a dot txt file');
    expect(withDictatedPaths('write "see notes dot txt" to a file')).toBe('write "see notes dot txt" to a file');
    expect(withDictatedPaths('öffne notizen slash einkauf dot txt bitte, danke schön')).toBe('öffne notizen slash einkauf dot txt bitte, danke schön');
  });

  it("keeps a folder named like a verb as the path's first folder", () => {
    expect(withDictatedPaths('open archive slash 2023 dot zip')).toBe('open archive/2023.zip');
    expect(withDictatedPaths('open slash etc slash hosts')).toBe('open /etc/hosts');
  });
});
