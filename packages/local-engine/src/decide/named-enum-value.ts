/**
 * A request that names one of the values a tool's required parameter enumerates, and asks something of it ("what's
 * the weather in Chicago" beside a tool whose `location` is one of New York, Chicago, Los Angeles): the value is
 * what that tool is called with, evidence for it as specific as words get. Read from the schema only: a value that
 * is a name (written with a capital, as places and people are) and said as written, or by its initials in capitals
 * ("LA" for "Los Angeles"). Common words an enum lists ("daily", "celsius") are said in passing too often to count.
 */
import type { ToolSpec } from '../types.js';
import { escapeRegExp } from '../text/escape-regexp.js';

/** "what's", "wats", "how is", "is it", "will it": a message that asks, whatever its punctuation. */
const ASKS = /\?\s*$|^(?:(?:hey|hi|ok(?:ay)?|so|and|please)[,!]?\s+)*(?:what|wat|wut|whats|wats|how|hows|is|are|will|does|do|which|when|where|any)\b/i;

/** A name as an enum writes it: capitalised words ("Chicago", "New York"), not a code in capitals ("GET"). */
const NAME_VALUE = /^\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,3}$/u;

/** Whether the message asks something and names a name-like enum value of one of the tool's required parameters. */
export function asksWithNamedEnumValue(message: string, tool: ToolSpec): boolean {
  if (!ASKS.test(message.trim())) return false;
  const schema = tool.parameters;
  const required = new Set(schema?.required ?? []);
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    if (!required.has(name) || !Array.isArray(property.enum)) continue;
    if (property.enum.some((value) => typeof value === 'string' && namesValue(message, value))) return true;
  }
  return false;
}

function namesValue(message: string, value: string): boolean {
  if (!NAME_VALUE.test(value)) return false;
  const written = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(value).replace(/[ -]/g, '[\\s-]+')}(?![\\p{L}\\p{N}])`, 'iu');
  if (written.test(message)) return true;
  const parts = value.split(/[ -]/);
  if (parts.length < 2) return false;
  const initials = parts.map((part) => part[0]).join('');
  return new RegExp(`(?<![\\p{L}\\p{N}])${initials}(?![\\p{L}\\p{N}])`, 'u').test(message);
}
