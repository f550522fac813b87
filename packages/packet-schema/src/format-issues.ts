import type { z } from 'zod';

/** "plan.steps[2].tool" from a zod issue path. */
export function formatPath(root: string, path: ReadonlyArray<PropertyKey>): string {
  let out = root;
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : `.${String(key)}`;
  }
  return out;
}

/**
 * One line per problem, e.g. `packet.plan.steps[2].tool: expected string, received number`,
 * instead of zod's JSON dump. At most `limit` lines, then a count of the rest.
 */
export function formatIssues(error: z.ZodError, root = 'packet', limit = 10): string {
  const lines = error.issues.slice(0, limit).map((issue) => {
    const message = issue.message.replace(/^Invalid input: /, '');
    return `${formatPath(root, issue.path)}: ${message}`;
  });
  const rest = error.issues.length - limit;
  if (rest > 0) lines.push(`… and ${rest} more`);
  return lines.join('\n');
}
