import { clipText, type Packet, type Reply } from '@switchyard/packet-schema';

/** How much of the dropped question the line quotes: one short line, not the question again. */
const SAID_CHARS = 160;
/** The engine's offer: "I can read todo.md with fs.read_text_file — shall I?". */
const OFFER = /^I can (.+?)\s*[—–-]\s*shall I\?$/;
/** The tools an offer names ("with fs.read_text_file", "using fs.write_file"): the person asked for the thing, not the tool. */
const TOOL_NAMED = /,?\s+(?:with|using)\s+[\w-]+\.[\w-]+(?=[\s,]|$)/g;

/** "(I've dropped my earlier question, whether to read lijsten/todo.md.)" from the question as it was asked. */
export function droppedQuestionLine(question: string): string {
  const offer = OFFER.exec(question.trim());
  const what = offer?.[1]?.replace(TOOL_NAMED, '').trim();
  if (what) return `(I've dropped my earlier question, whether to ${clipText(what, SAID_CHARS)}.)`;
  return `(I've dropped my earlier question: "${clipText(question.trim(), SAID_CHARS)}")`;
}

/**
 * The turn was sent while the session waited on a yes or a no to an earlier question: a yes now would answer this
 * turn's question, not that one, so the reply ends by saying the earlier one was dropped, in one line. A turn that
 * itself parked on a question said so beside that question, when the person read it; its reply after their answer
 * does not say it again.
 */
export function withDroppedQuestion(reply: Reply, packet: Packet): Reply {
  if (!packet.droppedQuestion?.trim() || packet.approval) return reply;
  const line = droppedQuestionLine(packet.droppedQuestion);
  return { ...reply, text: `${reply.text.slice(0, 64_000 - line.length - 2)}\n\n${line}` };
}
