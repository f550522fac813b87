/**
 * What a request asks to replace and with what: "change "buy milk" to "buy
 * oat milk"", "replace 350F with 180C", ""recieve" should be "receive"",
 * "cambia X por Y". Each side is a quoted string or a single word; the pair
 * fills a tool's old/new (from/to, before/after) parameters.
 */
import { memoByText } from '../text/bounded-memo.js';
import { STOPWORDS } from '../text/tokenize.js';

export interface PairSide {
  value: string;
  start: number;
  end: number;
}

export interface ReplacementPair {
  first: PairSide;
  second: PairSide;
}

/** What a side of a stated replacement scores for its role: above a quoted value or a path near it. */
export const PAIR_SCORE = 1.4;

/**
 * A bare side starts where a word does (after a space, a quote, a mark, or a dot that does not follow a word): tried
 * from every letter of a 64 KB word, it would read the word again each time.
 */
const BARE_START = String.raw`(?:(?<![^\s"“',;:!?])|(?<=(?:^|[\s"“',;:!?])\.))`;
/** A quoted side, or a bare word ("v1.2" with the dots inside it, "Sunday,nobody" with a comma no space follows, as in a CSV line). */
const SIDE = String.raw`"([^"\n]+)"|“([^”\n]+)”|'([^'\n]+)'|${BARE_START}([^\s"“'.,;:!?]+(?:[.,][^\s"“'.,;:!?]+)*)`;
// The past forms too: "what it would look like if I renamed 'Draft' to 'Final'" asks the same change.
const VERB = String.raw`(?:replace|replacing|replaced|change|changing|changed|swap|swapping|swapped|switch|switching|switched|correct|corrected|turn|turned|rename|renamed|fix|fixed|update|updated|cambia|cambiar|reemplaza|sustituye|ersetze|ändere|remplace|troque|substitua|sostituisci)`;
const JOIN = String.raw`(?:with|to|into|for|by|por|durch|zu|in|par|en|pour|com|per|con|->|→|=>)`;
/** What a side of the text is called before it: "the heading '# Draft'", "the function getData". */
const TEXT_NOUN = String.raw`(?:word|text|phrase|heading|title|line|function|method|variable|class|label|string|entry)\s+`;
/** "replace all 'colour' with 'color'", "change every instance of 'x' to 'y'": which places, before the old text. */
const EVERY = String.raw`(?:(?:all|every|each)\s+(?:(?:of\s+)?the\s+)?(?:(?:instances?|occurrences?|mentions?)\s+of\s+)?)?`;
const VERB_FORM = new RegExp(String.raw`\b${VERB}\s+${EVERY}(?:the\s+)?(?:${TEXT_NOUN})?(?:${SIDE})\s+${JOIN}\s+(?:${SIDE})`, 'iu');
/** A quoted side only (the fourth group never takes part), for forms whose sides a bare word would misread. */
const QUOTED_SIDE = String.raw`"([^"\n]+)"|“([^”\n]+)”|'([^'\n]+)'|()(?!)`;
/** "from 'The Quiet House' to 'The Loud House'": what the text goes from and to. */
const FROM_FORM = new RegExp(String.raw`\bfrom\s+(?:${QUOTED_SIDE})\s+(?:to|into)\s+(?:${QUOTED_SIDE})`, 'iu');
/** "it says 'Tusday' instead of 'Tuesday'": what the text says now, then what it should say. */
const INSTEAD_FORM = new RegExp(String.raw`\b(?:says|reads|has|spells it|shows)\s+(?:${QUOTED_SIDE})\s+instead of\s+(?:${QUOTED_SIDE})`, 'iu');
/** 'tick off "buy ink" by changing it to "[x] buy ink"': a quoted text, then what "it" is to be changed to. */
const IT_FORM = new RegExp(
  String.raw`(?:${QUOTED_SIDE})[^"“'\n]{0,40}?\b(?:chang(?:e|ing)|turn(?:ing)?|mak(?:e|ing)|edit(?:ing)?)\s+it\s+(?:to|into)\s+(?:${QUOTED_SIDE})`,
  'iu',
);
const SHOULD_FORM = new RegExp(String.raw`(?:${SIDE})\s+(?:should be|should read|should become|must be|must become|->|→|=>)\s+(?:${SIDE})`, 'iu');
/** "把 "龙井 20斤" 改成 "龙井 12斤"", "「旧」を「新」に変更": a quoted text, then what it becomes, in Chinese or Japanese. */
const CJK_FORM = new RegExp(
  String.raw`(?:把|将|將)?\s*(?:${QUOTED_SIDE})\s*(?:改成|换成|換成|替换成|替換成|改为|改為|变成|變成|を\s*)\s*(?:${QUOTED_SIDE})`,
  'u',
);
/** What a Chinese or Japanese change is said with. */
const CJK_CHANGE = /改成|换成|換成|替换成|替換成|改为|改為|变成|變成|を\s*["“'].{0,200}に(?:変更|置き換え|書き換え|直)/u;
/** "if 'two eggs' were changed to 'three eggs'": a quoted text said to be changed into another, the verb in the passive. */
const PASSIVE_FORM = new RegExp(
  String.raw`(?:${QUOTED_SIDE})\s+(?:is|are|was|were|be|been|being|got|gets)\s+(?:changed|replaced|turned|switched|swapped|corrected|updated)\s+(?:to|into|with|by)\s+(?:${QUOTED_SIDE})`,
  'iu',
);

/**
 * "change 2 eggs to 3 eggs", "replace the old address with 12 Elm Road": unquoted sides of a few words, when the
 * new side ends the clause or is followed by where to change it ("... in notes/x.md").
 */
// A comma inside a number is part of it ("from 15,00 to 16,00", "1,200"): decimal commas are how much of the world writes prices.
const PHRASE = String.raw`((?!(?:the|it|this|that|them|all|everything)\b)[\p{L}\p{N}$£€%](?:[\p{L}\p{N}$£€%'’.-]|,(?=\p{N}))*(?:\s+(?!from\b)[\p{L}\p{N}$£€%](?:[\p{L}\p{N}$£€%'’.-]|,(?=\p{N}))*){1,3})`;
/** The old side of a change said in words: a few words, or one that holds a digit ("change 4060 to 4060 ti"). */
const NUMBERED_PHRASE = String.raw`(${PHRASE.slice(1, -1)}|[\p{L}$£€%]*\p{N}(?:[\p{L}\p{N}$£€%'’.-]|,(?=\p{N}))*)`;
/**
 * Where an unquoted new side ends: the clause's end, a path it is changed in, "but"/"then", or the place named by what
 * it is that closes the request ("from $55 to $60 in price list").
 */
const PHRASE_END = String.raw`\s*$|\s*[.,;:!?]|\s+(?:everywhere|throughout|all over)\b|\s+(?:in|on)\s+\S*[/.]\S*|\s+(?:but|and then|then)\b|\s+(?:in|on)\s+(?:(?:the|my|our)\s+)?[\p{L}\d][\p{L}\d'-]*(?:\s+[\p{L}\d][\p{L}\d'-]*){0,3}\s*[.!?]*$`;
const PHRASE_FORM = new RegExp(
  String.raw`\b(?:chang(?:e|ing)|replac(?:e|ing)|swap(?:ping)?|switch(?:ing)?)\s+${NUMBERED_PHRASE}\s+(?:to|with|for|by)\s+${PHRASE.replace('{1,3}', '{0,3}?')}(?=${PHRASE_END})`,
  'iu',
);
/** "change the date in invite.txt from June 5 to June 12": unquoted sides after "from" and "to", once a change is asked. */
const FROM_PHRASE_FORM = new RegExp(
  String.raw`\b(?:chang(?:e|ing)|replac(?:e|ing)|updat(?:e|ing)|edit(?:ing)?|fix(?:ing)?|rais(?:e|ing)|lower(?:ing)?|increas(?:e|ing)|decreas(?:e|ing)|bump(?:ing)?)\b[^\n]{0,160}?\bfrom\s+${PHRASE.replace('{1,3}', '{0,3}')}\s+to\s+${PHRASE.replace('{1,3}', '{0,3}?')}(?=${PHRASE_END})`,
  'iu',
);

/**
 * A change asked in words is a sentence or two, its sides a few lines at most: a longer message is text to work on, and
 * reading 60 KB of "1,1,1,…" for the sides of a change took over a second.
 */
const LONGEST_CHANGE_REQUEST = 8_000;

export const findReplacementPair: (text: string) => ReplacementPair | undefined = memoByText(2_000, (text: string) => {
  if (text.length > LONGEST_CHANGE_REQUEST) return undefined;
  if (
    !/->|→|=>/.test(text) &&
    !new RegExp(VERB, 'iu').test(text) &&
    !/\b(?:should|must) (?:be|read|become)\b|\binstead of\b|\bfrom\b|\bis now\b|\bset\b/i.test(text) &&
    !CJK_CHANGE.test(text)
  )
    return undefined;
  const instead = INSTEAD_SETTING_FORM.exec(text);
  const keyed =
    pairOf(KEYED_FORM.exec(text)) ??
    pairOf(DIGIT_RUN_FORM.exec(text)) ??
    pairOf(NOW_FORM.exec(text)) ??
    pairOf(IS_SET_FORM.exec(text)) ??
    pairOf(SAYS_SHOULD_FORM.exec(text)) ??
    pairOf(SO_BECOMES_FORM.exec(text)) ??
    settingSetTo(text) ??
    (instead ? swapped(pairOf(instead)) : undefined);
  if (keyed) return keyed;
  for (const form of [SHOULD_FORM, FROM_FORM, INSTEAD_FORM, IT_FORM, PASSIVE_FORM, VERB_FORM, ...(CJK_CHANGE.test(text) ? [CJK_FORM] : [])]) {
    const match = form.exec(text);
    if (!match) continue;
    const first = sideOf(text, match, 1);
    const second = runOn(text, match[8] !== undefined ? sideOf(text, match, 5) : undefined) ?? sideOf(text, match, 5);
    // "fix the typo in notes/meeting.md": a path after "in" is where to change, not what to change to.
    if (match[8] !== undefined && /[/\\]|\.\w{1,5}$/.test(match[8]) && /\s(?:in|en)\s+\S+$/u.test(match[0])) continue;
    // "rename a.md to b.md" moves a file: a bare side that is a file name is no text to replace.
    if ([match[4], match[8]].some((side) => side !== undefined && /\.[A-Za-z][A-Za-z0-9]{0,4}$/.test(side))) continue;
    // "change the date in invite.txt ...": a bare word that runs on into an extension is a file's name, cut short.
    if (match[8] !== undefined && /^\.\w/.test(text.slice(match.index + match[0].length))) continue;
    if (first && second && first.value !== second.value) return { first, second };
  }
  for (const form of [PHRASE_FORM, FROM_PHRASE_FORM]) {
    const phrase = form.exec(text);
    if (!phrase?.[1] || !phrase[2] || phrase[1].toLowerCase() === phrase[2].toLowerCase()) continue;
    // A file or folder is where to change, not a side of the change ("move notes.md from drafts to done").
    if ([phrase[1], phrase[2]].some((side) => /[/\\]|\.[A-Za-z]\w{0,4}$/.test(side))) continue;
    const old = withoutLabel(phrase[1], phrase[2]);
    const firstAt = phrase.index + phrase[0].lastIndexOf(old, phrase[0].length - phrase[2].length - 1);
    const secondAt = phrase.index + phrase[0].lastIndexOf(phrase[2]);
    return {
      first: { value: old, start: firstAt, end: firstAt + old.length },
      second: { value: phrase[2], start: secondAt, end: secondAt + phrase[2].length },
    };
  }
  return undefined;
});

/** A setting written as in the file: '"theme": "light"', "PORT=8080", "debug: true". */
const SETTING = String.raw`("[^"\n]+"\s*:\s*(?:"[^"\n]*"|[^\s,"}]+)|[A-Za-z_][\w.-]*\s*=\s*[^\s,;]+|[A-Za-z_][\w.-]*:\s+[^\s,;]+)`;
/** 'replace "theme": "light" with "theme": "dark"': each side a setting with its key, quotes and all. */
const KEYED_FORM = new RegExp(String.raw`\b${VERB}\s+${SETTING}\s+${JOIN}\s+${SETTING}`, 'iu');
/**
 * "the phone number 555-0134 is now 555-0199": a value with digits that "is now" another value with digits. Words
 * would say what something is now ("my number is now ..."), not which text it replaces, so both sides hold digits.
 */
const NUMBERED = String.raw`([\p{L}\p{N}+()$£€%:/.-]*\p{N}[\p{L}\p{N}+()$£€%:/.-]*)`;
const NOW_FORM = new RegExp(String.raw`(?<![\p{L}\p{N}+()$£€%:/.-])${NUMBERED}\s+(?:is now|has changed to|changed to|becomes|became)\s+${NUMBERED}`, 'u');

/** A number written in groups, as phone numbers are: "0532 111 22 33", "+44 20 7946 0958", "021-556-2270". */
const DIGIT_RUN = String.raw`(\+?\(?\d[\d().-]{0,6}(?: \(?\d[\d().-]{0,6}){1,5})`;
/** "change the phone 0532 111 22 33 to 0533 444 55 66": a number in groups changed to another, each one side. */
const DIGIT_RUN_FORM = new RegExp(
  String.raw`\b(?:chang(?:e|ing)|replac(?:e|ing)|updat(?:e|ing)|swap|switch|correct|fix)\b[^\n\d]{0,60}(?<![\p{N}+(])${DIGIT_RUN}\s+(?:to|with|for|by|->|→)\s+${DIGIT_RUN}(?![\p{N}])`,
  'iu',
);

/** "set theme: light instead of theme: dark": the new setting first, then the one it replaces. */
const INSTEAD_SETTING_FORM = new RegExp(String.raw`\b(?:set|make|put|use)\s+${SETTING}\s+instead of\s+${SETTING}`, 'iu');
/** A few words of text, unquoted, up to where the clause ends. */
const SAID = String.raw`([\p{L}\p{N}$£€%#][\p{L}\p{N}$£€%#'’.:/-]*(?:\s+[\p{L}\p{N}$£€%#][\p{L}\p{N}$£€%#'’.:/-]*){0,3}?)`;
/** "it says June 5 and it should be June 12", "it says Jonh Smith, should be John Smith": what it says, then what it should. */
const SAYS_SHOULD_FORM = new RegExp(
  String.raw`\b(?:says|reads|has|shows)\s+${SAID}\s*(?:,\s*|\s+)(?:(?:and|but)\s+)?(?:it\s+)?(?:should|must|needs to)\s+(?:be|say|read)\s+${SAID}(?=\s*$|\s*[.,;!?]|\s+(?:in|instead)\b)`,
  'iu',
);
/** "change invoices/shah.txt so STATUS: UNPAID becomes STATUS: PAID": once a change is asked, what the text becomes. */
const SO_BECOMES_FORM = new RegExp(
  String.raw`\bso(?:\s+that)?\s+${SAID}\s+(?:becomes|will become|reads|says)\s+${SAID}(?=\s*$|\s*[.,;!?]|\s+(?:in|instead)\b)`,
  'iu',
);
/** "the port is 8080, set it to 3000": a value with digits the thing is now, then the one to set it to. */
const IS_SET_FORM = new RegExp(String.raw`\bis\s+${NUMBERED},?\s+(?:so\s+)?(?:set|change|make|update)\s+it\s+(?:to|into)\s+${NUMBERED}`, 'iu');

/** 'set "fullscreen": false to true', "set PORT=3000 to 8080": a setting as written, then the value it is to have. */
const SETTING_SET_TO = /\bset\s+("[^"\n]{1,80}"\s*:\s*|[A-Za-z_][\w.-]{0,80}\s*[:=]\s*)("[^"\n]*"|[^\s,"}]+)\s+to\s+("[^"\n]*"|[^\s,"}]+)/i;

/** The setting as it is written now, and the same with the new value: the key is kept, only the value changes. */
function settingSetTo(text: string): ReplacementPair | undefined {
  const set = SETTING_SET_TO.exec(text);
  const [key, old, replacement] = [set?.[1], set?.[2], set?.[3]?.replace(/[.,;:]+$/, '')];
  if (!set || key === undefined || !old || !replacement || old === replacement) return undefined;
  const firstAt = set.index + set[0].indexOf(key);
  const secondAt = set.index + set[0].lastIndexOf(replacement);
  return {
    first: { value: `${key}${old}`, start: firstAt, end: firstAt + key.length + old.length },
    second: { value: `${key}${replacement}`, start: secondAt, end: secondAt + replacement.length },
  };
}

function swapped(pair: ReplacementPair | undefined): ReplacementPair | undefined {
  return pair ? { first: pair.second, second: pair.first } : undefined;
}

/** The pair of a two-group match, each side placed where it is written. */
function pairOf(match: RegExpExecArray | null): ReplacementPair | undefined {
  const [old, replacement] = [match?.[1]?.replace(/[.,;:]+$/, ''), match?.[2]?.replace(/[.,;:]+$/, '')];
  if (!match || !old || !replacement || old === replacement) return undefined;
  const firstAt = match.index + match[0].indexOf(old);
  const secondAt = match.index + match[0].lastIndexOf(replacement);
  return {
    first: { value: old, start: firstAt, end: firstAt + old.length },
    second: { value: replacement, start: secondAt, end: secondAt + replacement.length },
  };
}

/**
 * "change port 3000 to 8080", "change my title Junior Developer to Software Engineer": the old side's leading
 * lower-case words name what is changed, not its text, when the rest has the new side's shape (as many words,
 * with digits or capitals where the new side has them). "change hello world to hi" keeps its old side whole.
 */
function withoutLabel(old: string, replacement: string): string {
  const oldWords = old.split(/\s+/);
  const newWords = replacement.split(/\s+/);
  if (oldWords.length <= newWords.length) return old;
  const kept = oldWords.slice(oldWords.length - newWords.length);
  const label = oldWords.slice(0, oldWords.length - newWords.length);
  if (!label.every((word) => /^\p{Ll}+$/u.test(word))) return old;
  const shape = (word: string): string => (/\d/.test(word) ? 'digit' : /^\p{Lu}/u.test(word) ? 'capital' : 'plain');
  const sameShape = kept.every((word, index) => shape(word) === shape(newWords[index] ?? '') && shape(word) !== 'plain');
  return sameShape ? kept.join(' ') : old;
}

/** "..., and 'noon' for '1pm'": a further pair that leaves the verb unsaid, right after a stated one. */
const CONTINUED_FORM = new RegExp(
  String.raw`^\s*(?:,\s*|;\s*)?(?:and\s+|also\s+|then\s+)?(?:(?:the\s+)?(?:word\s+|text\s+|phrase\s+)?)(?:${SIDE})\s+${JOIN}\s+(?:${SIDE})`,
  'iu',
);
const CONTINUED_SHOULD = new RegExp(
  String.raw`^\s*(?:,\s*|;\s*)?(?:and\s+|also\s+)?(?:${SIDE})\s+(?:should be|should read|must be|->|→|=>)\s+(?:${SIDE})`,
  'iu',
);

/**
 * Every replacement the request states, in order: "swap 'June' for 'July' and 'noon' for '1pm'" is two. The first
 * is the one `findReplacementPair` reads; each further one follows the one before, its verb left unsaid.
 */
export const findReplacementPairs: (text: string) => readonly ReplacementPair[] = memoByText(2_000, (text: string) => {
  const first = findReplacementPair(text);
  if (!first) return [];
  const pairs: ReplacementPair[] = [first];
  let end = first.second.end + (/^["'”’]/.test(text.slice(first.second.end)) ? 1 : 0);
  for (;;) {
    const rest = text.slice(end);
    const match = CONTINUED_SHOULD.exec(rest) ?? CONTINUED_FORM.exec(rest);
    if (!match) break;
    const firstSide = sideOf(rest, match, 1);
    const secondSide = sideOf(rest, match, 5);
    if (!firstSide || !secondSide || firstSide.value === secondSide.value || /[/\\]|\.\w{1,5}$/.test(secondSide.value)) break;
    const shift = (side: PairSide): PairSide => ({ ...side, start: side.start + end, end: side.end + end });
    pairs.push({ first: shift(firstSide), second: shift(secondSide) });
    end += match[0].length;
  }
  return pairs;
});

/** The side captured in groups `from`..`from+3` (three quote shapes, then a bare word). */
/**
 * A few more plain words after a bare new side, up to where the clause ends (or says where to change it, "in X");
 * "everywhere", "please" say how the change is asked, not what the new text is ("swap Tom for Tomasz everywhere").
 */
const RUNS_ON =
  /^(?:\s+(?!(?:in|on|at|to|into|from|for|of|inside|within|everywhere|throughout|please|pls|too|again)\b)[\p{L}\p{N}$£€%][\p{L}\p{N}$£€%'’-]*){1,3}(?=\s*$|\s*[.,;:!?]|\s+(?:in|on)\s+\S*[/.]\S*|\s+(?:but|and then|then)\b)/u;

/** "replace milk with oat milk": a bare new side runs on to the clause's end, not only its first word. */
function runOn(text: string, side: PairSide | undefined): PairSide | undefined {
  if (!side) return undefined;
  const more = RUNS_ON.exec(text.slice(side.end, side.end + 200))?.[0];
  return more ? { value: side.value + more, start: side.start, end: side.end + more.length } : undefined;
}

function sideOf(text: string, match: RegExpExecArray, from: number): PairSide | undefined {
  for (let group = from; group < from + 4; group += 1) {
    const value = match[group];
    if (value === undefined) continue;
    // A bare function word ("change it to ...") is no text to replace.
    if (group === from + 3 && STOPWORDS.has(value.toLowerCase())) return undefined;
    const at = locate(text, match, value, from === 1 ? 'first' : 'second');
    return { value, start: at, end: at + value.length };
  }
  return undefined;
}

/** Where a side sits: the first side's first occurrence in the match, the second side's last. */
function locate(text: string, match: RegExpExecArray, value: string, side: 'first' | 'second'): number {
  const inMatch = side === 'first' ? match[0].indexOf(value) : match[0].lastIndexOf(value);
  return inMatch >= 0 ? match.index + inMatch : text.indexOf(value);
}
