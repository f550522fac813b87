/**
 * Getting the engine to its steady state before the turns that count. A
 * running router decides thousands of turns against a catalog it indexed
 * when the catalog changed; a fresh process has neither the index nor
 * optimised code (V8 compiles the hot paths after a few hundred calls), and
 * its first decisions are two to three times slower than its usual ones.
 */
import type { JsonSchema, ToolSpec } from './types.js';
import { getToolIndex, toolPositions } from './rank/tool-index.js';
import { parameterCues } from './extract/parameter-cues.js';
import { decideRoute } from './route/decide-route.js';
import { selectCalls } from './select/select-calls.js';
import { readToolAction } from './intent/tool-action.js';

const prepared = new WeakSet<readonly ToolSpec[]>();

/**
 * Builds what the engine derives from a tool list alone (the ranking index and
 * where each tool sits in it, the cue words and traits of every parameter). Cheap to call
 * again with the same array.
 */
export function prepareTools(tools: readonly ToolSpec[]): void {
  if (prepared.has(tools)) return;
  toolPositions(getToolIndex(tools));
  for (const tool of tools) {
    prepareSchema(tool.parameters);
    readToolAction(tool);
  }
  prepared.add(tools);
}

function prepareSchema(schema: JsonSchema | undefined, depth = 0): void {
  if (!schema || depth > 4) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    parameterCues(name, property);
    prepareSchema(property, depth + 1);
  }
}

const object = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({ type: 'object', properties, required });

/** Made-up tools and requests covering the engine's paths: numbers with units, names, places, dates, enums, lists, several calls. */
const WARM_UP_TOOLS: ToolSpec[] = [
  {
    name: 'weather.forecast',
    description: 'Weather forecast for a city on a date.',
    parameters: object({ city: { type: 'string', description: 'City name, e.g. Paris' }, date: { type: 'string', description: 'Date as YYYY-MM-DD' } }, [
      'city',
    ]),
  },
  {
    name: 'currency.convert',
    description: 'Convert an amount of money from one currency to another.',
    parameters: object(
      {
        amount: { type: 'number', description: 'Amount to convert' },
        from: { type: 'string', enum: ['EUR', 'USD', 'GBP', 'JPY'] },
        to: { type: 'string', enum: ['EUR', 'USD', 'GBP', 'JPY'] },
      },
      ['amount', 'from', 'to'],
    ),
  },
  {
    name: 'health.bmi',
    description: 'Body mass index from weight and height.',
    parameters: object({ weight: { type: 'number', description: 'Weight in kilograms' }, height: { type: 'number', description: 'Height in centimeters' } }, [
      'weight',
      'height',
    ]),
  },
  {
    name: 'calendar.create_event',
    description: 'Create a calendar event with attendees.',
    parameters: object(
      {
        title: { type: 'string', description: 'Event title' },
        start: { type: 'string', description: 'Start date and time' },
        attendees: { type: 'array', items: { type: 'string' } },
      },
      ['title', 'start'],
    ),
  },
  {
    name: 'files.search',
    description: 'Search files under a directory for a text pattern.',
    parameters: object({ path: { type: 'string', description: 'Directory path' }, pattern: { type: 'string', description: 'Text to look for' } }, [
      'path',
      'pattern',
    ]),
  },
];

const WARM_UP_MESSAGES: Array<(n: number) => string> = [
  (n) => `What will the weather be in Lisbon on ${2026 + (n % 3)}-0${1 + (n % 9)}-1${n % 10}?`,
  (n) => `Convert ${100 + n} EUR to USD, and ${50 + n} GBP to JPY`,
  (n) => `My BMI if I weigh ${60 + (n % 40)} kg and I am ${150 + (n % 50)} cm tall`,
  (n) => `Create a calendar event "Review ${n}" next Tuesday at ${1 + (n % 11)}pm with Ada, Grace and Linus`,
  (n) => `Search the folder src/module${n} for "TODO ${n}"`,
  (n) => `Hi! What is ${n} plus ${n + 2}?`,
  (n) => `Who wrote the novel number ${n} on the list?`,
];

/** Decides `rounds` made-up turns (route, then select when a tool is needed): about half a second. */
export function warmUpEngine(rounds = 1500): { decided: number; selected: number } {
  prepareTools(WARM_UP_TOOLS);
  let selected = 0;
  for (let n = 0; n < rounds; n += 1) {
    const message = WARM_UP_MESSAGES[n % WARM_UP_MESSAGES.length]!(n);
    const route = decideRoute({ message, history: [], tools: WARM_UP_TOOLS });
    if (route.needsTool && selectCalls({ message, history: [], tools: WARM_UP_TOOLS }).calls.length > 0) selected += 1;
  }
  return { decided: rounds, selected };
}
