/**
 * What the model chose, remembered so the engine can take the same choice
 * alone next time. Kept per tenant and tool catalog (a choice made among one
 * tenant's tools says nothing about another's), bounded (least recently used
 * entries go first), and redacted: a message is remembered only by its shape,
 * its content words with every value taken out (numbers, quoted phrases,
 * names, addresses), never by its text.
 */
import { hash } from 'node:crypto';
import type { ToolSpec } from '../types.js';
import { terms } from '../text/tokenize.js';

export interface LearningLimits {
  /** Tenant-and-catalog scopes kept. */
  scopes: number;
  /** Message shapes kept per scope. */
  shapesPerScope: number;
  /** Times the model must have made the same choice, and no other, before the engine repeats it. */
  agreement: number;
}

/** Bounds sized for one selector process: about a megabyte at most. */
export const DEFAULT_LEARNING_LIMITS: LearningLimits = { scopes: 50, shapesPerScope: 2_000, agreement: 2 };

interface Choice {
  tools: string;
  times: number;
  contradicted: boolean;
  /** Times the model's calls, arguments included, were exactly the engine's own. */
  sameCalls: number;
  /** Whether the model's calls ever differed from the engine's (a value, a parameter or a tool). */
  differed: boolean;
}

// Values, and the markers redaction leaves in their place.
const VALUES =
  /\[redacted:[\w-]+\]|"[^"]*"|“[^”]*”|'[^']*'|\bhttps?:\/\/\S+|[\w.+-]+@[\w-]+\.[\w.]+|(?:^|\s)[~.]?\/\S+|-?\d[\d.,:/-]*|(?<![.!?]\s|^)\b[A-Z][\w-]*/g;

/** The message with its values (numbers, quoted phrases, names, addresses) blanked out. */
export function withoutValues(message: string): string {
  return message.replace(VALUES, ' ');
}

/** The message's content words without its values, sorted: what the choice depends on, and nothing personal. */
export function messageShape(message: string): string {
  return [...new Set(terms(withoutValues(message)))].sort().join(' ');
}

/** One scope per tenant and tool catalog (the sorted tool names, hashed); no tenant is `null`, which no tenant's name spells. */
export function learningScope(tenant: string | undefined, tools: readonly ToolSpec[]): string {
  const names = tools
    .map((tool) => tool.name)
    .sort()
    .join('\n');
  return `${JSON.stringify(tenant ?? null)}:${hash('sha256', names, 'hex').slice(0, 16)}`;
}

function toolsKey(tools: readonly string[]): string {
  return [...new Set(tools)].sort().join('\n');
}

export class LearnedChoices {
  private readonly scopes = new Map<string, Map<string, Choice>>();

  constructor(private readonly limits: LearningLimits = DEFAULT_LEARNING_LIMITS) {}

  /**
   * Remember the tools the model chose for a message (an empty choice is remembered too: "no tool fits").
   * `engineTools`, the engine's own doubted choice for it, counts as a second, independent vote when it
   * is the same: agreement counts independent choices of the same tools.
   */
  record(scope: string, message: string, tools: readonly string[], engineTools?: readonly string[], sameCalls?: boolean): void {
    const shape = messageShape(message);
    if (!shape) return;
    const shapes = this.touchScope(scope);
    const key = toolsKey(tools);
    const votes = 1 + (engineTools && engineTools.length > 0 && toolsKey(engineTools) === key ? 1 : 0);
    const known = shapes.get(shape) ?? { tools: key, times: 0, contradicted: false, sameCalls: 0, differed: false };
    shapes.delete(shape);
    shapes.set(shape, {
      tools: known.tools,
      times: known.times + (known.tools === key ? votes : 0),
      contradicted: known.contradicted || known.tools !== key,
      sameCalls: known.sameCalls + (sameCalls ? 1 : 0),
      differed: known.differed || sameCalls === false,
    });
    while (shapes.size > this.limits.shapesPerScope) shapes.delete(shapes.keys().next().value as string);
  }

  /**
   * Whether the engine's whole decision for messages of this shape can stand: the model made exactly the
   * engine's calls for one (tools and every argument value), and never chose or filled differently.
   */
  engineAgreed(scope: string, message: string): boolean {
    const choice = this.scopes.get(scope)?.get(messageShape(message));
    return !!choice && !choice.contradicted && !choice.differed && choice.sameCalls >= 1 && choice.tools !== '';
  }

  /** The tools the model chose for messages of this shape, when it always chose them, often enough, and never filled them differently. */
  recall(scope: string, message: string): string[] | undefined {
    const choice = this.scopes.get(scope)?.get(messageShape(message));
    // A form whose arguments the model filled differently from the engine is not repeated either.
    if (!choice || choice.contradicted || choice.differed || choice.times < this.limits.agreement) return undefined;
    return choice.tools ? choice.tools.split('\n') : [];
  }

  private touchScope(scope: string): Map<string, Choice> {
    let shapes = this.scopes.get(scope);
    if (shapes) this.scopes.delete(scope);
    else shapes = new Map();
    this.scopes.set(scope, shapes);
    while (this.scopes.size > this.limits.scopes) this.scopes.delete(this.scopes.keys().next().value as string);
    return shapes;
  }
}
