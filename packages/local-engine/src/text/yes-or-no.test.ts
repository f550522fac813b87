import { describe, expect, it } from 'vitest';
import { answerOf, bareAnswerOf, opensWithYes } from './yes-or-no.js';

describe('bareAnswerOf', () => {
  it('reads a message that is nothing but a yes or a no, in a few languages', () => {
    for (const yes of ['yes', 'Yes!', ' ok ', 'go ahead.', 'ja', 'Sí', 'oui !', 'да', 'はい。', 'aye', 'Ya', 'ja, mach', 'dale', 'vas-y'])
      expect(bareAnswerOf(yes), yes).toBe('approve');
    for (const no of ['no', 'No.', 'nope', 'nein!', 'non', 'нет', 'não', 'いいえ']) expect(bareAnswerOf(no), no).toBe('deny');
  });

  it('reads the yes and the no of more languages and scripts', () => {
    for (const yes of ['დიახ', 'კი', 'այո', 'አዎ', 'হ্যাঁ', 'ஆம்', 'అవును', 'हाँ', 'نعم', 'بله', 'ναι', 'ndiyo', 'kyllä', 'joo', 'igen', 'āe', 'ae'])
      expect(bareAnswerOf(yes), yes).toBe('approve');
    for (const no of ['არა', 'ոչ', 'አይ', 'না', 'இல்லை', 'లేదు', 'नहीं', 'لا', 'نه', 'όχι', 'hapana', 'ei', 'nem', 'kāo', 'kao', 'nogat'])
      expect(bareAnswerOf(no), no).toBe('deny');
    // A longer word that starts like one is no answer; a yes taken back by a no of another language answers nothing.
    for (const other of ['নাম', 'eiffel', 'nemo', 'igenous']) expect(bareAnswerOf(other), other).toBeUndefined();
    expect(answerOf('joo, ei')).toBeUndefined();
  });

  it('reads the no of every language whose yes it reads, and their thanks beside it', () => {
    for (const no of ['nee', 'Nee, dank je', 'nee hoor', 'nej', 'nei takk', 'nö', 'hayir', 'いや', '不要', '不用', '아니', '아뇨', '아니오'])
      expect(bareAnswerOf(no), no).toBe('deny');
    // A word that only starts like a no, or a no followed by a request, is no bare answer.
    for (const other of ['necessary', 'nee read it', 'neem de lijst', 'never', 'neither']) expect(bareAnswerOf(other), other).toBeUndefined();
  });

  it('takes the words said around a yes or a no as part of the answer', () => {
    for (const yes of [
      'ok go ahead',
      'yes please',
      'yep',
      'Yeah, do it 👍',
      'sure, go ahead then',
      'please do',
      'ja bitte',
      'sí, por favor',
      'sì',
      'sure',
      "d'accord",
      'va bene',
      'yeah go on',
      'carry on',
      'why not',
      '是的',
    ])
      expect(bareAnswerOf(yes), yes).toBe('approve');
    for (const no of ['no thanks', 'nah', 'no, thank you.', 'never mind', 'nein danke', 'leave it', 'not now thanks'])
      expect(bareAnswerOf(no), no).toBe('deny');
    // Both at once is no answer: the question stays open; nor is a run of yeses longer than an answer.
    expect(bareAnswerOf('yes no')).toBeUndefined();
    expect(bareAnswerOf('yes yes yes')).toBe('approve');
    expect(bareAnswerOf('yes '.repeat(15_000))).toBeUndefined();
    expect(bareAnswerOf(`yes${' '.repeat(60_000)}`)).toBe('approve');
  });

  it("reads a no followed by words that only decline or change one's mind as a no, in the languages it reads", () => {
    for (const no of [
      'no thanks, I changed my mind',
      "no, I've changed my mind",
      'No thank you, I have changed my mind after all.',
      'no, forget it',
      'nope, maybe later',
      'no sorry, not needed',
      "no, I don't need it",
      'nie, dziękuję, rozmyśliłam się',
      'nie, jednak nie trzeba',
      'nein, doch nicht',
    ])
      expect(bareAnswerOf(no), no).toBe('deny');
    // The same words with a yes, alone, or beside a request of their own are no bare no.
    for (const other of [
      'I changed my mind',
      'yes, I changed my mind',
      'no, I changed my mind, read notes.txt instead',
      'no, forget Jenny',
      'no, later move it to archive',
      'forget it',
    ])
      expect(bareAnswerOf(other), other).toBeUndefined();
  });

  it('reads a no with the reason for it as a no, and a reason that holds a yes or a request as neither', () => {
    for (const no of [
      'no!! that would wipe it',
      "no, it'd replace the whole list",
      "no that's the wrong file",
      'na, wrong file',
      'no thats wrong',
      'no wrong',
      'no thats not right',
    ]) {
      expect(bareAnswerOf(no), no).toBe('deny');
    }
    for (const other of ["no that's right do it", 'no thats right do it', 'no, that would be better, read notes.md', 'no, that is notes.md, delete it']) {
      expect(bareAnswerOf(other), other).toBeUndefined();
    }
  });

  it('reads the Welsh yes and no, and "yes, that\'s right"', () => {
    for (const yes of ['ie', 'iawn', 'ie, diolch', 'yes thats right', "yes that's right, thanks"]) expect(bareAnswerOf(yes), yes).toBe('approve');
    for (const no of ['na', 'nage', 'na diolch']) expect(bareAnswerOf(no), no).toBe('deny');
  });

  it('leaves a message that says more, or only starts like an answer, to be a request of its own', () => {
    for (const other of [
      'yes but read notes.txt',
      'no, the other file',
      'ok go',
      'yesterday',
      'nothing',
      'jamais',
      'дальше',
      '',
      'read it',
      'yes and delete it',
      'please',
      'thanks',
      'ok now read todo.txt',
    ])
      expect(bareAnswerOf(other), other).toBeUndefined();
  });

  it('is stricter than the answer to a question just asked, which reads the first word', () => {
    expect(answerOf('ok, go')).toBe('approve');
    expect(bareAnswerOf('ok, go')).toBeUndefined();
  });

  it('reads no answer from a line that takes its first word back', () => {
    for (const both of ['sure, not now', 'yes... actually no', 'ok, stop', "yes — wait, don't", 'no, ok']) expect(answerOf(both), both).toBeUndefined();
    for (const yes of ['yes, no problem', 'ok, go ahead, no rush', 'yes, delete it']) expect(answerOf(yes), yes).toBe('approve');
  });

  it('reads a yes that opens a message as a person reads it: after marks, before any mark, through invisible and full-width characters', () => {
    for (const yes of [
      'yes but delete it',
      'yes—and delete notes.txt',
      'yes…and delete it',
      '👍 yes, and delete it',
      '"yes", and delete it',
      '(yes) and more',
      'ｙｅｓ and delete it',
      'ＯＫ，ａｎｄ more',
      'yes\u200b but more',
      '\u200byes and more',
      '\u2066yes\u2069 and more',
      'ye\u00ads, and more',
      '好的，但是删除 notes.txt',
      'はい、でも',
      `${'\u200b'.repeat(300)}yes and more`,
      `yes${' '.repeat(60_000)}and more`,
    ])
      expect(opensWithYes(yes), JSON.stringify(yes.slice(0, 40))).toBe(true);
    for (const other of ['yesterday I read it', "y'all delete it", 'ok-ish', 'well yes, but', 'no, yes', '\u202esey', 'y\u0435s and more', 'k and more', ''])
      expect(opensWithYes(other), JSON.stringify(other)).toBe(false);
  });
});
