import { describe, expect, it } from 'vitest';
import { madeUpTool } from '../../test-support/made-up-tool.js';
import { extractArguments } from './extract-arguments.js';
import { findSpokenPaths } from './spoken-paths.js';
import { findPaths } from './text-mentions.js';

const listing = madeUpTool('list_folder', 'List the entries of a folder', { path: { type: 'string' } }, ['path']);
const reader = madeUpTool('open_text', 'Read a text file', { path: { type: 'string' } }, ['path']);
const adder = madeUpTool('plus', 'Add two numbers', { a: { type: 'number' }, b: { type: 'number' } }, ['a', 'b']);

describe('values written in other languages', () => {
  it('reads a path whose folder is written in another script, after a space', () => {
    expect(findPaths('读一下 日记/三月.txt 的最后几行').map((path) => path.text)).toEqual(['日记/三月.txt']);
    expect(findPaths('이력서/초안.txt 파일 열어줘').map((path) => path.text)).toEqual(['이력서/초안.txt']);
    expect(findPaths('افتح ملاحظات/سفر.md').map((path) => path.text)).toEqual(['ملاحظات/سفر.md']);
    expect(findPaths('打开 旅行计划.md的内容').map((path) => path.text)).toEqual(['旅行计划.md']);
    // A Latin path glued to Chinese text starts where the Latin does.
    expect(findPaths('打开notes/trip.md').map((path) => path.text)).toEqual(['notes/trip.md']);
    expect(extractArguments('读一下 日记/三月.txt', reader).arguments).toEqual({ path: '日记/三月.txt' });
  });

  it('reads a folder named before its noun in languages that put it there, and after it in the others', () => {
    const spoken = (text: string): string[] => findSpokenPaths(text).map((path) => path.text);
    expect(spoken('recipes klasöründeki dosyaları listele')).toContain('recipes');
    expect(spoken('मेरे recipes फ़ोल्डर में क्या है?')).toContain('recipes');
    expect(spoken('料理フォルダ recipes の中身を見せて')).toContain('recipes');
    expect(spoken('下载 文件夹里有什么')).toContain('下载');
    expect(spoken('ما هي الملفات الموجودة في مجلد recipes؟')).toContain('recipes');
    expect(extractArguments('Toon de map recepten', listing).arguments).toEqual({ path: 'recepten' });
  });

  it('takes no article, preposition or verb for a folder name', () => {
    const spoken = (text: string): string[] => findSpokenPaths(text).map((path) => path.text);
    expect(spoken('Wat is het verschil tussen een map en een bestand?')).not.toContain('en');
    expect(spoken('打开 文件夹')).toEqual([]);
  });

  it('takes both numbers after a verb that opens the sentence', () => {
    expect(extractArguments('Dodaj 120 i 45', adder).arguments).toEqual({ a: 120, b: 45 });
    expect(extractArguments('Suma 7 y 8', adder).arguments).toEqual({ a: 7, b: 8 });
    expect(extractArguments('Topla 12 ve 30', adder).arguments).toEqual({ a: 12, b: 30 });
  });
});
