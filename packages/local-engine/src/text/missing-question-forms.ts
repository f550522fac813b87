/**
 * The questions asked when a planned call lacks a value ("Which file should I read?", "Where should I move
 * notes/a.txt to?"), in one place: `@switchyard/tools` writes them from these forms, and the engine reads a
 * person's short answer to one back into the request it was asked for. A form is its words with slots in braces.
 */

export const ASKED_FORMS = {
  /** An append whose line was not understood. */
  lineToAdd: 'What should I add to the end of {place}?',
  destination: 'Where should I {verb} {place} to?',
  folderToLookIn: 'Which folder should I {verb} in?',
  placeToWriteItTo: 'Which {noun} should I {verb} it to?',
  placeToWriteTo: 'Which {noun} should I {verb} to?',
  placeMeant: 'Which {noun} do you mean?',
  place: 'Which {noun} should I {verb}?',
  /** {verb} is "remember" or "forget". */
  aboutSubject: 'What should I {verb} about {subject}?',
  newFileSays: 'What should the new file say?',
  itSays: 'What should it say?',
  placeSays: 'What should {place} say?',
  soughtFor: 'What should I {verb} for?',
  soughtIn: 'What should I look for in {place}?',
  kind: 'What kind of thing is {subject}?',
  recordsIn: 'What should I {verb} in {place}?',
  /** Also what is said or echoed when nothing names where. */
  records: 'What should I {verb}?',
  recordAbout: 'Who or what is "{record}" about?',
  described: 'What is {described}?',
  which: 'Which {things} should I {verb}?',
  general: 'What {words} should I use to {verb}{object}?',
} as const;

export type AskedForm = keyof typeof ASKED_FORMS;

/** What the reply that asks for missing values says after its questions, as its last line. */
export const ANSWER_OR_SAY_AGAIN = 'Answer with just that, or say the request again with it in.';
type Slot = 'verb' | 'place' | 'noun' | 'subject' | 'record' | 'described' | 'things' | 'words' | 'object';
export type AskedValues = Partial<Record<Slot, string>>;

/** One question of a reply, read back: its form and the values in its slots. */
export interface Asked {
  form: AskedForm;
  values: AskedValues;
}

/** The question of a form, its slots filled. */
export function askedWith(form: AskedForm, values: AskedValues): string {
  return ASKED_FORMS[form].replace(/\{(\w+)\}/g, (_, slot: Slot) => values[slot] ?? '');
}

/** Several questions as one: "Which file should I move and where should I move it to?" */
export function askedTogether(questions: readonly string[]): string {
  const [first = '', ...rest] = questions.map((question) => question.replace(/\?$/, ''));
  const later = rest.map((question) => question.charAt(0).toLowerCase() + question.slice(1));
  if (later.length === 0) return `${first}?`;
  return `${[first, ...later.slice(0, -1)].join(', ')} and ${later.at(-1)}?`;
}

/** What each slot may hold when read back; a value as a question shows it is clipped at 80 characters. */
const SLOT_READS: Record<Slot, string> = {
  verb: String.raw`[\p{L}-]{1,20}`,
  noun: 'files?|folder',
  place: '.{1,80}?',
  subject: '.{1,80}?',
  record: '.{1,80}?',
  described: '.{1,80}?',
  things: String.raw`[\p{L}\p{N} -]{1,60}?`,
  words: String.raw`[\p{L}\p{N} -]{1,60}?`,
  object: String.raw`(?: the [\p{L}\p{N} -]{1,60}?)?`,
};

/** Each form as a pattern that reads one question at the start of what is left of a line, without its "?". */
const READERS: ReadonlyArray<{ form: AskedForm; pattern: RegExp; slots: Slot[] }> = Object.entries(ASKED_FORMS).map(([form, words]) => {
  const slots: Slot[] = [];
  const body = words
    .replace(/\?$/, '')
    .split(/(\{\w+\})/)
    .map((part) => {
      const slot = /^\{(\w+)\}$/.exec(part)?.[1] as Slot | undefined;
      if (!slot) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      slots.push(slot);
      return `(${SLOT_READS[slot]})`;
    })
    .join('');
  // A question after the first is joined on lower-cased ("Which file should I move and where should I move it to?").
  const opening = body.charAt(0);
  const pattern = new RegExp(`[${opening}${opening.toLowerCase()}]${body.slice(1)}(?=,? and |, |\\?)`, 'uy');
  return { form: form as AskedForm, pattern, slots };
});

/** Between two questions joined into one. */
const JOINER = /,? and |, /y;

/**
 * The questions a line asks for missing values, in order: one, or several joined into one question. Undefined when
 * the line is not such a question.
 */
export function readAsked(line: string): Asked[] | undefined {
  const text = line.trim();
  const asked: Asked[] = [];
  let at = 0;
  while (at < text.length) {
    const read = readOne(text, at);
    if (!read) return undefined;
    asked.push(read.asked);
    at = read.end;
    if (text.slice(at) === '?') return asked;
    JOINER.lastIndex = at;
    if (!JOINER.test(text)) return undefined;
    at = JOINER.lastIndex;
  }
  return undefined;
}

/**
 * The questions of a reply that only asks for missing values: its question lines and then `ANSWER_OR_SAY_AGAIN`,
 * nothing else. A question line inside any other reply (a file's text or a server's output it quotes) asks nothing.
 */
export function askedInReply(reply: string): Asked[] {
  const lines = reply
    .trim()
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length < 2 || lines.at(-1) !== ANSWER_OR_SAY_AGAIN) return [];
  const asked: Asked[] = [];
  for (const line of lines.slice(0, -1)) {
    const read = readAsked(line);
    if (!read) return [];
    asked.push(...read);
  }
  return asked;
}

function readOne(text: string, at: number): { asked: Asked; end: number } | undefined {
  for (const { form, pattern, slots } of READERS) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) continue;
    const values: AskedValues = {};
    slots.forEach((slot, index) => {
      const value = match[index + 1];
      if (value) values[slot] = value;
    });
    return { asked: { form, values }, end: pattern.lastIndex };
  }
  return undefined;
}
