import { describe, expect, it } from 'vitest';
import { acquaintanceSubject, asksAcquaintanceFact, offersMemoryLookup } from './acquaintance-fact.js';
import { filesystemTools, memoryTools } from '../../test-support/mcp-tools.js';

describe('a question about a fact of someone the user knows', () => {
  it('is read from a one-word name or a tie to the user, and a thing people tell each other', () => {
    for (const question of [
      'when is jonas birthday',
      "what's Ines's phone number again?",
      "what is my brother's email",
      'where does my cousin work?',
      'whats Kemal’s new address',
    ]) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
  });

  it('is anything of someone close to the user, a pet among them, asked outright, and not the same asked of a kind', () => {
    for (const question of ["what is my dog's breed?", 'what breed is my dog?', 'how old is my niece']) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    for (const question of ["what is a dog's lifespan?", 'what colour is a cat?', 'how old is the universe']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
  });

  it('is any thing of someone called by one name, right after the question word', () => {
    for (const question of ['whats daves radio channel?', "what's Dave's boat called?", 'where does Lily live?', 'what does Rose drink']) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    expect(acquaintanceSubject('whats daves radio channel?')).toBe('Dave');
    // Typed in lower case, a name doing what only people do; a fish or a program doing what anything does is no one.
    for (const question of ['what does joan prefer', 'What does miriam like?']) expect(asksAcquaintanceFact(question), question).toBe(true);
    expect(acquaintanceSubject('what does joan prefer')).toBe('joan');
    for (const question of ['what does salmon eat', 'what does python need', 'what does ibuprofen do']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
    // A plural or a known word is no name: "what wine goes with chili", "the city's population".
    for (const question of ['what wine goes with chili?', "what's the city's population?", 'what is the earths radius', 'whats the weathers forecast']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
  });

  it("is who someone called by one name or by their part in the user's life is, and what was told about the user", () => {
    for (const question of ['who is lena again', 'whos tariq', "who's my flatmate", 'what do you know about me', 'how much does my plumber charge']) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    for (const question of ['who is Einstein', 'who is the president', 'what do you know about volcanoes', 'who was Napoleon']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
  });

  it('is not a question about someone everybody knows, a thing, or no question at all', () => {
    for (const message of [
      "when is Einstein's birthday",
      "what is the company's address",
      'what is the capital of Peru',
      'how do I find a lost phone number',
      'jonas birthday is in May',
    ]) {
      expect(asksAcquaintanceFact(message), message).toBe(false);
    }
  });

  it('is who belongs to something of the user or to a name general knowledge lacks, and what the user met or told', () => {
    for (const question of [
      'who works at packright',
      'who has the spare key to my apartment',
      'who is on project falcon',
      'when does kieran come',
      'what was the name of the plumber I liked',
      "what's the name of that restaurant I like?",
      'who did I say my plumber was',
      "what's my car's plate number",
    ]) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    for (const question of ['who is on the moon', 'when does the sun set', 'who has the most goals ever', 'what was the name of the first ship']) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
  });

  it('is a question followed by a remark, whether someone has a thing people tell of, and a name given an honorific', () => {
    for (const question of [
      'Who has my spare key? I have quite forgotten.',
      'did jess have any allergies or smth',
      'does Tom have a dog',
      '田中さんの情報を教えて',
      '佐藤さんの誕生日は？',
      '김민수 씨 정보 알려줘',
    ]) {
      expect(asksAcquaintanceFact(question), question).toBe(true);
    }
    for (const question of [
      'What is the capital of France? I forgot.',
      'did the company have any allergies',
      'does it have a number',
      'ファイルの情報を教えて',
    ]) {
      expect(asksAcquaintanceFact(question), question).toBe(false);
    }
    expect(acquaintanceSubject('Who has my spare key? I have quite forgotten.')).toBe('spare key');
    expect(acquaintanceSubject('did jess have any allergies or smth')).toBe('jess');
    expect(acquaintanceSubject('田中さんの情報を教えて')).toBe('田中');
  });

  it('names what a memory is searched for', () => {
    expect(acquaintanceSubject('who works at packright')).toBe('packright');
    expect(acquaintanceSubject('who has the spare key to my apartment')).toBe('spare key');
    expect(acquaintanceSubject('when does kieran come')).toBe('kieran');
    expect(acquaintanceSubject('what was the name of the plumber I liked')).toBe('plumber');
    expect(acquaintanceSubject('what was the name of the guy I met at the conference?')).toBe('conference');
    expect(acquaintanceSubject("what's my car's plate number")).toBe('car');
    expect(acquaintanceSubject('what is the capital of Peru')).toBeUndefined();
  });

  it("names the part someone holds in the user's life, without the words that say which holder", () => {
    expect(acquaintanceSubject("who's my lab partner")).toBe('lab partner');
    expect(acquaintanceSubject('whos my dispatcher again')).toBe('dispatcher');
    expect(acquaintanceSubject('Who is our new choir conductor? I told you once, but it has slipped my mind.')).toBe('choir conductor');
    // Not asked again nor said to be told, a part anyone has is a question of general knowledge.
    expect(asksAcquaintanceFact('who is my MP')).toBe(false);
    expect(asksAcquaintanceFact('Who is our new prime minister?')).toBe(false);
    expect(asksAcquaintanceFact('who is the new conductor? I told you once')).toBe(false);
  });

  it('reads a name of two letters owning a thing people tell of, but not a function word, a title or capitals', () => {
    expect(acquaintanceSubject("whats mo's email again")).toBe('Mo');
    expect(acquaintanceSubject("when is Al's birthday")).toBe('Al');
    expect(acquaintanceSubject("what's Jo's number?")).toBe('Jo');
    for (const question of ["what's it's name", "what is the UK's population", "what's Dr's phone number", 'whats us number']) {
      expect(acquaintanceSubject(question) ?? '', question).not.toMatch(/^(?:It|UK|Dr|Us)$/i);
    }
  });

  it('reads a name given an honorific of address in English text, unless the question only asks who the person is', () => {
    expect(acquaintanceSubject('What spelling convention does Tanaka-san want?')).toBe('Tanaka');
    expect(acquaintanceSubject('what is the credit period of Mehta ji?')).toBe('Mehta');
    expect(acquaintanceSubject("when is Kenji-kun's recital")).toBe('Kenji');
    for (const question of ['who is Mahatma Gandhi ji', "what is Jackie Chan's real name", "what is san francisco's population"]) {
      expect(acquaintanceSubject(question) ?? '', question).not.toMatch(/^(?:Gandhi|Jackie|san)$/i);
    }
  });

  it('names what a question about whether something was told asks about, the subject of the clause inside it', () => {
    expect(acquaintanceSubject('did I tell you when the book club meets?')).toBe('book club');
    expect(acquaintanceSubject('have I told you where Sam works?')).toBe('Sam');
    // A clause about the user names nothing to search for: the value is asked.
    expect(acquaintanceSubject('did i tell you when i was born')).toBeUndefined();
  });

  it('reads who holds something, asked again, as told before; asked once of what anyone may hold, it is not', () => {
    expect(acquaintanceSubject("who's got plot 14 again? my brain is mush")).toBe('plot 14');
    expect(asksAcquaintanceFact("who's got the most gold medals")).toBe(false);
  });

  it('counts only beside a tool that looks a memory up', () => {
    expect(offersMemoryLookup(memoryTools)).toBe(true);
    expect(offersMemoryLookup(filesystemTools)).toBe(false);
  });
});
