import { clipText } from '@switchyard/packet-schema';
import { wordsOfName } from './memory-graph-lines.js';

/** More lines than this is a document, not a record's fields. */
const MAX_FIELDS = 60;
const SAID_CHARS = 300;

/** `name: value` with a one-word name ("size", "isDirectory", "last_modified"). */
const FIELD = /^([A-Za-z][A-Za-z0-9_]{0,39}):[ \t]+(\S.*)$/;
/** A yes-or-no property ("isFile: true"). */
const FLAG = /^is([A-Z].*)$/;
/** A date as JavaScript writes it: "Mon Nov 30 2026 16:39:19 GMT+0000 (Coordinated Universal Time)". */
const JS_DATE = /^[A-Z][a-z]{2} ([A-Z][a-z]{2}) (\d{1,2}) (\d{4}) (\d{2}:\d{2}):\d{2} GMT([+-]\d{4})(?: \([^()]*\))?$/;

function dateWords(value: string): string | undefined {
  const date = JS_DATE.exec(value);
  if (!date) return undefined;
  const [, month, day, year, time, offset] = date;
  return `${day} ${month} ${year}, ${time} ${offset === '+0000' ? 'UTC' : `GMT${offset}`}`;
}

function sizeWords(value: string): string {
  if (!/^\d{1,15}$/.test(value)) return value;
  const bytes = Number(value);
  const units = ['KB', 'MB', 'GB', 'TB'];
  let scaled = bytes;
  let unit = '';
  for (const next of units) {
    if (scaled < 1024) break;
    scaled /= 1024;
    unit = next;
  }
  return `${bytes === 1 ? '1 byte' : `${bytes} bytes`}${unit ? ` (${scaled.toFixed(1)} ${unit})` : ''}`;
}

/**
 * A record's fields in plain lines ("size: 366", "isFile: true", "modified: Mon Nov 30 2026 …", as file-info tools
 * return them): "Size: 366 bytes", "Kind: file", "Modified: 30 Nov 2026, 16:39 UTC". Only a block that is nothing but
 * one-word fields and carries a yes-or-no property or such a date is read so: a file of its own `name: value` lines
 * (a config read out) is shown as it is. Undefined for anything else.
 */
export function keyValueLines(text: string): string[] | undefined {
  const lines = text.split('\n', MAX_FIELDS + 1).map((line) => line.trim());
  if (lines.length < 2 || lines.length > MAX_FIELDS) return undefined;
  const fields = lines.map((line) => FIELD.exec(line));
  if (!fields.every((field) => field !== null)) return undefined;
  const pairs = fields.map(([, key, value]) => ({ key: key!, value: value!.trim() }));
  const isFlag = ({ key, value }: { key: string; value: string }) => FLAG.test(key) && (value === 'true' || value === 'false');
  if (!pairs.some((pair) => isFlag(pair) || JS_DATE.test(pair.value))) return undefined;
  const kinds = pairs.filter((pair) => isFlag(pair) && pair.value === 'true').map(({ key }) => wordsOfName(FLAG.exec(key)![1]!));
  const out: string[] = [];
  for (const pair of pairs) {
    const name = wordsOfName(pair.key);
    const label = `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    if (isFlag(pair)) {
      // The true flags say what it is, once; the false ones say nothing more then ("isDirectory: false" beside "isFile: true").
      if (kinds.length === 0) out.push(`${label}: ${pair.value === 'true' ? 'yes' : 'no'}`);
      else if (pair.value === 'true' && pair.key === pairs.find((one) => isFlag(one) && one.value === 'true')!.key) out.push(`Kind: ${kinds.join(', ')}`);
      continue;
    }
    const value = dateWords(pair.value) ?? (pair.key.toLowerCase() === 'size' ? sizeWords(pair.value) : pair.value);
    out.push(`${label}: ${clipText(value, SAID_CHARS)}`);
  }
  return out;
}
