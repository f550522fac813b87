/**
 * "whats the capital of norway, Ingrid asked me", "explain how a fresnel lens works, a guest asked me and I forgot":
 * who asked is why the question is asked, not news of them to keep. The question is read without the remark.
 */

/** A question: opens with a question word or a verb that asks for an answer. */
const QUESTION = /^(?:what(?:['’]?s)?|whats|wat|how|why|who(?:['’]?s)?|when|where|which|is|are|does|do|did|can|could|explain|tell me)\b/iu;
/**
 * After a comma, a dash, a stop or a question mark: someone (a name, or "my wife", "a guest", "one of the guests") who
 * asked, wants or wanted to know, or was wondering; perhaps "and I forgot" / "and I didn't know" after it.
 */
const ASKER_REMARK =
  /\s*(?:[,;–—-]|[.?!]+)\s*(?:(?:my|our|a|an|the|one of (?:my|our|the))\s+(?:[\p{L}'’-]+\s+)?[\p{L}'’-]+|\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s+(?:asked(?: me| us)?(?: (?:earlier|today|this morning|yesterday))?|asks|wants to know|wanted to know|was wondering|is wondering|would like to know)(?:\s+(?:and|but)\s+(?:[Ii]|[Ww]e)\s+(?:forgot|have forgotten|don['’]?t know|didn['’]?t know|had no idea|wasn['’]?t sure|couldn['’]?t remember))?\s*[.!?]*$/u;
/** The longest message read for one: a remark closes a line or two. */
const LONGEST = 400;

/** The question without a remark on who asked it, or the message as it is. */
export function withoutAskerRemark(message: string): string {
  if (message.length > LONGEST || !QUESTION.test(message.trim())) return message;
  const remark = ASKER_REMARK.exec(message);
  if (!remark || remark.index === 0) return message;
  // "when is the market on? my wife wants to know": the question keeps its own mark.
  const mark = /^\s*([.?!]+)/u.exec(remark[0])?.[1] ?? '';
  const question = `${message.slice(0, remark.index).trim()}${mark}`;
  return question.length > 0 ? question : message;
}
