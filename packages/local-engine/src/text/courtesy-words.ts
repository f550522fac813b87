/**
 * Thanks and greetings as people say them in many languages, in their own script and in Latin letters
 * ("danke dir", "dziękuję", "arigatou", "ありがとう", "shukran", "شكرا", "dhanyavaad", "ẹ ṣé"). A thanks says nothing
 * to do, whatever follows it that is no request ("danke dir" holds the word "dir", not a listing).
 */

/** Thanks that may open a longer turn ("merci beaucoup pour ton aide"), each with the words said right after it. */
const THANKS = [
  'thanks?(?: (?:you|u|ya|so much|a lot|heaps|a bunch|a million|loads))*',
  'thank u',
  'thx',
  'tysm',
  'cheers',
  'much appreciated',
  'appreciate it',
  'danke(?:sch[öo]n)?(?: (?:dir|dich|euch|ihnen|sch[öo]n|sehr|vielmals|gut))*',
  'vielen dank',
  'merci(?: (?:beaucoup|bien|mille fois|infiniment))*',
  '(?:muchas |mil )?gracias',
  'grazie(?: mille)?',
  // Welsh: "diolch", "diolch yn fawr (iawn)".
  'diolch(?: yn fawr)?(?: iawn)?',
  'obrigad[oa]',
  'valeu',
  'dank (?:je|u)(?: wel)?',
  'bedankt',
  'dzi[eę]kuj[eę](?: bardzo)?',
  'dzi[eę]ki',
  'd[eě]kuji',
  'd[ií]ky',
  'tusen takk',
  'takk',
  'tack(?: så mycket)?',
  'mange tak',
  'kiitos',
  'te[sş]ekk[uü]r(?:ler| ederim)',
  'sa[gğ] ?ol',
  'k[öo]sz[öo]n[öo]m',
  'asante(?: sana)?',
  'terima kasih',
  'makasih',
  'salamat',
  'go raibh maith agat',
  'c[ảa]m [ơo]n',
  'spasibo',
  'спасибо',
  'дякую',
  'ευχαριστώ',
  'efharisto',
  'תודה(?: רבה)?',
  'toda raba',
  '(?:domo )?arigat[ou]u?(?: gozaimasu)?',
  '(?:どうも)?ありがとう(?:ございます)?',
  'どうも',
  '谢谢(?:你|您)?',
  '多谢',
  'xie ?xie',
  '감사합니다',
  '고마워(?:요)?',
  'kamsahamnida',
  'shukran(?: jazeelan)?',
  'شكرا(?:ً)?(?: جزيلا)?',
  'مرسی',
  'ممنون(?:م)?',
  'mamnoon',
  'dhanyavaa?d',
  'धन्यवाद',
  'shukriya',
  'शुक्रिया',
  'ขอบคุณ(?:ครับ|ค่ะ)?',
  // Yoruba written without its marks is Italian and Portuguese for "and if": only the whole turn is thanks then.
  'ẹ ṣé(?:un)?',
  'e se(?:un)?(?=[\\s!.]*$)',
  'o ṣeun',
  'o seun',
  'ngiyabonga',
  'daalu',
  'nagode',
];
/** Greetings that may open a longer turn ("namaste, ..." then a request is read as that request). */
const GREETINGS = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'howdy',
  'greetings',
  'good (?:morning|afternoon|evening)',
  // Welsh: good morning, good afternoon, good evening; "shwmae", "sut mae" (how's it going).
  'bore da',
  'prynhawn da',
  'noswaith dda',
  'shw(?:mae|ma)',
  'sut mae',
  'yo',
  'hola',
  'hallo',
  'bonjour',
  'bonsoir',
  'salut',
  'ciao',
  'ol[aá]',
  'oi',
  'bom dia',
  'boa (?:tarde|noite)',
  'buongiorno',
  'buonasera',
  'goede(?:morgen|middag|navond)',
  'god (?:morgon|morgen|dag)',
  'dobr[yý] den',
  'доброе утро',
  'добрый (?:день|вечер)',
  'buenos d[ií]as',
  'buenas(?: tardes| noches)?',
  'guten (?:morgen|tag|abend)',
  'moin',
  'servus',
  'hoi',
  'hej',
  'hei',
  'cze[sś][cć]',
  'dzie[nń] dobry',
  'merhaba',
  'selam',
  'namaste',
  'namaskar',
  'नमस्ते',
  'salaam',
  'as-?salamu? ?alaykum',
  'marhaba',
  'مرحبا',
  'السلام عليكم',
  'shalom',
  'שלום',
  'jambo',
  'habari',
  'sawubona',
  'kia ora',
  'konnichiwa',
  'ni ?hao',
  'annyeong(?:haseyo)?',
  'привет',
  'здравствуйте',
  'привіт',
  'γεια(?: σου)?',
  'こんにちは',
  'おはよう(?:ございます)?',
  '你好',
  '안녕하세요',
  '안녕',
  'xin chào',
  'สวัสดี(?:ครับ|ค่ะ)?',
  'halo',
  'kumusta',
];

const alternatives = (forms: readonly string[]): string => `(?:${forms.join('|')})`;

/** A turn that opens with thanks; nothing but letters may follow the thanks for it to end there. */
export const THANKS_OPENING = new RegExp(`^${alternatives(THANKS)}(?![\\p{L}\\p{M}])`, 'iu');
/** A turn that opens with a greeting. */
export const GREETING_OPENING = new RegExp(`^${alternatives(GREETINGS)}(?![\\p{L}\\p{M}])`, 'iu');

/** Whom a greeting is said to ("hi there", "morning love", "hello mate"): the greeting's, not the request's. */
const GREETED = ['there', 'all', 'love', 'dear', 'mate', 'friend', 'buddy', 'bro', 'sis', 'team', 'folks', 'everyone'];
/** Where a word ends: no letter, digit or name character after it, and no dot that starts a file's extension ("there.md"). */
const WORD_END = String.raw`(?![\p{L}\p{M}\p{N}_/-]|\.[\p{L}\p{N}])`;
/**
 * A greeting that opens a request, with whom it greets and its punctuation: "Good morning. Could you ...", "hello love,
 * um, show me ...". Read without it, the request starts at its own words.
 */
const GREETING_LEAD = new RegExp(
  `^\\s*${alternatives(GREETINGS)}${WORD_END}(?:\\s+${alternatives(GREETED)}${WORD_END})?[\\s,.!]*(?:(?:um+|uh+|erm?|hmm+)${WORD_END}[\\s,.!]*)*(?=\\S)`,
  'iu',
);

/**
 * What is left of a greeting alone ("hi there", "ciao!"): whom it greets, or marks; or who greets ("hi, my name is
 * Grace", "hello, I'm Tom"), an introduction that asks nothing to be kept.
 */
const GREETING_REST = new RegExp(
  `^(?:(?:${alternatives(GREETED)})|(?:my name is|my name's|i am|i'm|im|this is|it's|call me)\\s+\\p{L}[\\p{L}'’-]*(?:\\s+\\p{L}[\\p{L}'’-]*)?)?[\\s\\p{P}\\p{S}]*$`,
  'iu',
);

/** The request without a greeting that opens it; a greeting alone ("hi there!") stays what it is. */
export function withoutGreeting(message: string): string {
  const rest = message.replace(GREETING_LEAD, '');
  return GREETING_REST.test(rest) ? message : rest;
}
