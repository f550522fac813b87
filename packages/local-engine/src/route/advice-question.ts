/**
 * Asking for advice or for the truth of a belief, in the forms people ask it: "is that legal in argentina now",
 * "Is it better to plant yams at the full moon like my father said, or is that only a story?", "does the baking soda
 * really work", "what should be in a pitch-side medical bag", "teach me a trick to remember the reactivity series".
 * The answer is knowledge, whatever word of the question a tool or a kept record shares.
 */
import { findPaths } from '../extract/text-mentions.js';

const ADVICE_FORMS = [
  // Judging a thing: "is it legal to ...", "is that normal?", "is this worth it".
  String.raw`\bis (?:it|that|this) (?:really |actually |even |still )?(?:safe|ok|okay|alright|bad|normal|weird|wise|legal|illegal|allowed|true|better|worse|worth|healthy|unhealthy|dangerous|rude|polite|acceptable|appropriate|a good idea|a bad idea)\b`,
  // Doubting a belief: "or is that only a story", "is it an old wives' tale".
  String.raw`\bis (?:it|that|this) (?:only |just |all |really )?(?:an? )?(?:story|myth|old wives[’']? tale|legend|superstition)\b`,
  String.raw`\b(?:does|do) (?:it|that|this|they|the [\p{L}' -]{1,30}) (?:really|actually) work\b`,
  // What a kind of thing holds, in general: "what should be in a first-aid kit".
  String.raw`^(?:so |and )?what should (?:be|go) in (?:a|an)\b`,
  // Asking to be taught: "teach me a trick to ...", "teach me how to ...".
  String.raw`^(?:(?:so|and|ok(?:ay)?|pls|please|can you|could you)[, ]+)*teach me\b`,
  // Asking for tips wherever the question puts it: "my wrists ache after long days, any tips before I need a brace".
  String.raw`\bany (?:tips|advice|suggestions|pointers)\b`,
  // Judging by degree: "she's 12, is that too young", "is it too late to plant garlic".
  String.raw`\bis (?:it|that|this|he|she|they) (?:still )?(?:too|not too) (?:young|old|early|late|soon|much|little|many|few|big|small|long|short|far|risky|hard|expensive|cheap)\b`,
  // Whether something is wise, said at the end: "is a 2015 Civic with 140k miles a bad idea", "good idea or not?".
  String.raw`\b(?:good|bad|smart|stupid|dumb|terrible|wise) (?:idea|move|choice)\b(?: or not)?\s*\??\s*$`,
  // Which of two ways to go: "he's 14, do i let him or push him", "should we rent or buy".
  String.raw`(?:^|[,.;!?]\s*)(?:do|should|shall|would) (?:i|we) (?!(?:have|got|keep|still have)\b)[\p{L}' ]{1,40}? or [\p{L}' ]{1,30}\??\s*$`,
  // What a rule asks of one: "do i still have to pay rego if the car's been off the road", "do I need a visa for …".
  String.raw`^(?:(?:so|and|but|ok(?:ay)?|hey|quick question)[, ]+)*(?:do|does) (?:i|we|you|one) (?:still |really |even |actually )?(?:have to|need to|need an?|got to|gotta)\b`,
];
const ADVICE = new RegExp(ADVICE_FORMS.join('|'), 'iu');

/** Whether the message asks for advice or whether a belief holds, naming no file. */
export function asksAdvice(message: string): boolean {
  return ADVICE.test(message) && findPaths(message).length === 0;
}
