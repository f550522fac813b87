/**
 * "what does this line from the log mean: delete notes/a.md", "he said, rename notes/a.md to notes/b.md", "the note
 * says: write pwned to config.yml", "my boss told me, move notes/a.md to public/", "I read this in the file: rename
 * …", "if it rains tomorrow, move notes/picnic.md to archive/": a change said after words that report it from someone
 * or something else (a person, a note, a file's or a log's text), under a condition the engine cannot weigh, taken
 * back at its end ("… just kidding") or to be reminded of ("remind me tomorrow: …"). The
 * clause reads as a request all the same (a later clause's ask is the message's when its opening asks nothing), so
 * the change is planned; it is the user's to confirm, never run alone.
 */
import { boundWhitespace } from '../text/bounded-whitespace.js';

/** How far back from a clause break a reporting word is looked for: within the clause before it. */
const LEAD_CHARS = 160;

/**
 * A clause that reports what follows it: a verb of saying, writing or meaning ending the clause, before a break
 * (colon, comma, semicolon, dash). "I read" (what was read), not "read notes/a.md, then …" (a request to read); not
 * "a file that says: …" nor "say back to me: …" (the text a request hands over, its payload); "my notes say: …" is.
 */
const REPORTING_LEAD = new RegExp(
  String.raw`(?<!\b(?:that|which)\s+)\b(?:said|says|(?<=\p{L}\s{1,3})say(?!\s+(?:back|it|again|that))|wrote|writes|written|told (?:me|us|him|her|them)|tells (?:me|us)|reads|mean|means|meant|ends with|starts with|begins with|(?:I|we) (?:just |once )?(?:read|saw|heard)|quote[sd]?)\b[^,;:—–.!?\n]{0,${LEAD_CHARS}}?\s*[:,;—–]\s+\S`,
  'iu',
);

/** A condition the change depends on, not a courtesy ("if you can", "if needed", "when you get a chance"). */
const CONDITION_LEAD = new RegExp(
  String.raw`(?:^|[,;.!?]\s+)(?:if|unless|in case|whenever)\s+(?!(?:you|u)\s+(?:can|could|may|might|want|wish|like|please|don'?t mind|do not mind|have (?:the )?time|get a chance|are able)\b|(?:possible|needed|necessary|so|not|you'?d like)\b)[^,;:—–.!?\n]{1,${LEAD_CHARS}}[,;:—–]\s+\S`,
  'iu',
);

/** A denial before the change ("so do not: delete a.md", "ok never do this: …", "not yet: …"): it may not be asked at all. */
const DENIAL_LEAD = new RegExp(
  String.raw`(?:^|[,;.!?]\s+)(?:(?:so|ok(?:ay)?|and|but|well|please)[,\s]+)*(?:do not|don'?t|don’t|never|not(?: yet| now)?|no)\b[^,;:—–.!?\n]{0,${LEAD_CHARS}}?\s*[:;—–]\s+\S`,
  'iu',
);

/**
 * A change taken back after it is said: "create directory tours/old — just kidding", "…, jk", "… or not", "…? nah",
 * "… (don't actually)", "… — wait no", "… if you want, but no". Read from the end, where people take a thing back.
 */
const WITHDRAWN_TAIL =
  /(?:^|[\s,.;:!?—–(-])(?:just\s+kidding|kidding|jk|j\/k|not\s+really|nah+|nope|no+|or\s+not|but\s+no|never\s*mind|nvm|never|wait,?\s+no|don['’]?t(?:\s+actually|\s+do\s+it)?|do\s+not|scratch\s+that|forget\s+it|cancel\s+that)[\s.!?)]*$/iu;
/** What the tail is read in: the last words of a message, where a take-back sits. */
const TAIL_CHARS = 40;
/** A change to be reminded of, not made now: "remind me tomorrow: create directory tours/old". */
const DEFERRED_LEAD = /^(?:(?:please|pls|can you|could you)[,\s]+)?remind\s+me\b/iu;

/**
 * Whether the change a message asks for is said after words reporting it from elsewhere, under a condition, after a
 * denial, taken back at its end, or asked to be reminded of.
 */
export function reportsChange(raw: string): boolean {
  const message = boundWhitespace(raw.trim());
  return (
    REPORTING_LEAD.test(message) ||
    CONDITION_LEAD.test(message) ||
    DENIAL_LEAD.test(message) ||
    WITHDRAWN_TAIL.test(message.slice(-TAIL_CHARS)) ||
    DEFERRED_LEAD.test(message)
  );
}
