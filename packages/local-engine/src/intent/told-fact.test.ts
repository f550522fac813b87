import { describe, expect, it } from 'vitest';
import { offersMemoryWrite, tellsFactToKeep, tellsNewsOfKept } from './told-fact.js';
import { filesystemTools, memoryTools } from '../../test-support/mcp-tools.js';

describe('a fact told about someone or a business, with no "remember"', () => {
  it('is a statement about someone named, a business, or a tie told by a name, or one told to be noted', () => {
    for (const message of [
      'fabric supplier is Budi Textiles',
      'corner cafe closes at 3 on sundays now',
      'Wen works at the library now',
      'my study buddy is Ola',
      'jot down the electrician wants cash',
      'the gym is on Hill St, note that',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
  });

  it('is not a question, a passing remark or a request', () => {
    for (const message of ['who is my supplier?', 'This is great', 'It is raining', 'The sun is hot', 'write a poem about my cat', 'thanks!']) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });

  it('is not told only to set up a question asked after it', () => {
    for (const message of [
      'Elsa wants a phone, she is 10. too early? apparently everyone in her class has one',
      'Wen works at the library now, what hours do libraries usually keep',
      'Tom moved to Oslo, which part is good for kids',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
    for (const message of ['Wen works at the library now, which is near the station', 'Tom moved to Oslo, what a year']) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
  });

  it('is one more thing about someone, two people told together, or someone told by their tie to the user', () => {
    for (const message of [
      "one more thing about Gus: he's away all of August",
      'also note for project Falcon that the budget is 40k',
      'Ana and Leo are both on the rota now',
      'jonas isnt my lab partner anymore',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
    for (const message of ['this is my house', 'life is my teacher', 'one more thing about python: is it slow?']) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });

  it('counts only beside a tool that writes to a memory', () => {
    expect(offersMemoryWrite(memoryTools)).toBe(true);
    expect(offersMemoryWrite(filesystemTools)).toBe(false);
  });
});

describe('news of someone told by name, with nothing asked', () => {
  it('is a lower-case name with news of theirs, a note under a name, or one of their particulars', () => {
    for (const message of [
      'giulia raised prices 10% from jan',
      "linnea can't work sundays",
      'hamid got his tools back, perceuse returned',
      'Bekov also wants the cross sections in PDF not PNG',
      'Subramanian: dose changed to 1000 mg at night per Dr. Mohan.',
      "thandi's email is thandi.k@ubuntueng.co.za btw",
      'put down that Oisín was christened on Sunday',
      'wanjiru kamau is also a chama member',
      'mujo begic also has an old doxa',
      'oh and seo-yeon is moving to naver webtoon in july',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
  });

  it('is not a remark about a day, anyone, a kind of person, a request or another language', () => {
    for (const message of [
      'tomorrow is big day with 3 fittings',
      'everyone says inflation',
      'cousin lives there',
      'kuba wants to be roofer like me. should i let him, its hard job',
      "we've got 47 boxes and the van fits about 60",
      'ngl is grinding leetcode worth it',
      'Grocery: toor dal 2kg',
      'Zapamiętaj: Kuba ma wywiadówkę 22 maja o 17',
      'anika wants a story, can you write one about a fox',
      'python is also a snake',
      'linux mint is also free',
      'ice cream is also good',
      'everyone is moving to bluesky',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });

  it('is of someone kept when told as news, not when who someone is is told or keeping is asked', () => {
    for (const message of [
      'giulia raised prices 10% from jan',
      'Bekov also wants the cross sections in PDF',
      'harlow bakery moved delivery day to thursday',
      "thandi's email is t@x.co btw",
    ]) {
      expect(tellsNewsOfKept(message), message).toBe(true);
    }
    for (const message of [
      'Fabric supplier is Budi Textiles, they need 2 weeks notice',
      'my neighbor is Mrs. Okafor, she has a spare key',
      'Biscuit is my dog, a 4 year old beagle',
      'remember giulia raised prices',
      'Note: Mr. Subramanian, regular, metformin 500 twice daily',
    ]) {
      expect(tellsNewsOfKept(message), message).toBe(false);
    }
  });
});

describe('news of someone told as people write it', () => {
  it('reads a tie told by a titled name typed in lower case, someone new by part and full name, a name that adds news', () => {
    for (const message of [
      'my chem teacher is mr mwangi, he said paper 3 practicals r on tuesday',
      'new player Amir Hosseini, goalkeeper, history of right ankle sprains',
      'Viliami also plays the guitar for the youth group.',
      'Mr Liu say now he want B grade also if price ok',
      'btw achieng moved to form 3 east',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(true);
    }
  });

  it('reads news by a name, not a new one, as news of someone kept', () => {
    expect(tellsNewsOfKept('Viliami also plays the guitar for the youth group.')).toBe(true);
    expect(tellsNewsOfKept('Mr Liu say now he want B grade also if price ok')).toBe(true);
    expect(tellsNewsOfKept('btw achieng moved to form 3 east')).toBe(true);
    expect(tellsNewsOfKept('new player Amir Hosseini, goalkeeper')).toBe(false);
  });

  it('does not read things new or named, a word everybody uses, or a question', () => {
    for (const message of [
      'new album Blue Moon is out',
      'new phone who dis',
      'Night, Nuppu says goodnight too.',
      'The train also stops at Leeds',
      'Mr Liu, what do you say?',
      'my father said yams grow better at full moon, is that true?',
    ]) {
      expect(tellsFactToKeep(message), message).toBe(false);
    }
  });
});

describe('a tie told by a name', () => {
  it("needs the name: a state of something of the user's is none", () => {
    expect(tellsFactToKeep('normal potassium range again? my brain is gone')).toBe(false);
    expect(tellsFactToKeep('my phone is dead')).toBe(false);
    expect(tellsFactToKeep('my tutor is Mr Obi')).toBe(true);
  });
});
