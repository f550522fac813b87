/**
 * "no sorry ffion comes wensdays not thursdays", "Correction: the vet is at the Kaleva clinic now", "I was mistaken —
 * Father Giorgi needs three days' notice, not two", "dmitri is russian not ukrainian, i mix up", "rex was adopted by
 * the Melnychuk family not Melnyk, typo": the speaker owns a
 * mistake in what they said before, at the start or in a remark after. Such a message sets a told fact right, so "A,
 * not B" in it is the new fact and the old one, not a contrast drawn for its own sake ("Tom likes cats, not dogs").
 */

/** An opening that owns a mistake: "sorry", "no sorry", "wait no", "correction:", "correction please,", "I was mistaken —", "my bad". */
const OWNING_OPENING =
  /^(?:(?:no|nope|wait|sorry|oops|correction|actually|forgive\s+me|i\s+was\s+(?:mistaken|wrong)|i\s+got\s+(?:it|that)\s+wrong|my\s+(?:mistake|bad|error)|i\s+made\s+(?:a|an)\s+(?:mistake|error)(?:\s+(?:earlier|before|yesterday|the\s+other\s+day|last\s+time))?)(?![\p{L}'’])(?:(?<=correction)\s+please)?[,:;!.]?\s*(?:[—–-]\s*)?)+(?=\S)/iu;
/**
 * A remark after the fact that owns the mistake: ", i mix up", ", i mixed her up with my cousin", "— my mistake",
 * ", sorry". Only the speaker's own slip, in its closing clause.
 */
const OWNING_REMARK =
  /[\s]*[,;.—–-]+\s*(?:(?:i|I)\s+(?:mix(?:ed)?|got\s+(?:it|that|them|him|her)|confused|was\s+(?:mistaken|wrong|thinking\s+of)|typed\s+it\s+wrong)\b[^,;.!?]*|[Mm]y\s+(?:mistake|bad|error|typo|apologies)|typo|apologies|sorry)[.!]*\s*$/u;

/**
 * How far from the end a closing remark is looked for. The remark's pattern may start at every separator and read to
 * the end, so over a whole long message (a run of dashes, "— i mix" said a thousand times) it takes time that grows
 * with the square of the length; a closing remark is a few words.
 */
const REMARK_REACH = 300;

/** The message without the opening and the remark that own a mistake, and whether it owns one at its start or end. */
export function withoutOwnedMistake(message: string): { text: string; owns: boolean } {
  const text = message.trim();
  const from = Math.max(0, text.length - REMARK_REACH);
  const found = OWNING_REMARK.exec(text.slice(from));
  const remark = found ? { index: from + found.index } : null;
  const opening = OWNING_OPENING.exec(text);
  const rest = (remark ? text.slice(0, remark.index) : text).slice(opening?.[0].length ?? 0);
  return { text: rest, owns: remark !== null || opening !== null };
}

/** Whether the message, as typed, owns a mistake in what was said before (see the file comment). */
export function ownsMistake(message: string): boolean {
  return withoutOwnedMistake(message).owns;
}
