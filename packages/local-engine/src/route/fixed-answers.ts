/**
 * The engine's own fixed answers: what it says when it cannot answer. They say nothing of what the conversation was
 * about, so a question about the conversation is never answered with one of them.
 */
export const NO_MODEL_ANSWER =
  'The embedded engine answers without tools, but it has no language model to answer open questions like this one. ' +
  'Configure a model provider (Anthropic or an OpenAI-compatible server) for a full answer.';
/** A request to act, or about the user's own things, that no offered tool serves: a model would not help either. */
export const NO_TOOL_ANSWER = 'None of the tools I can use does this, so nothing was done.';
/** A question about the conversation that the conversation does not answer. */
export const NOT_IN_CONVERSATION_ANSWER = "I don't see that earlier in our conversation — could you tell me again?";

const FIXED = [NO_MODEL_ANSWER, NO_TOOL_ANSWER, NOT_IN_CONVERSATION_ANSWER];

/** Whether a reply opens with one of the engine's fixed answers (a composer may add a hint after it). */
export function isFixedAnswer(reply: string): boolean {
  const text = reply.trim();
  return FIXED.some((answer) => text.startsWith(answer));
}
