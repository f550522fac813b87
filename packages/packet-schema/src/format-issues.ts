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
  const lines = error.issues.slice(0, limit).map((issue) => `${formatPath(root, issue.path)}: ${describeIssue(issue)}`);
  const rest = error.issues.length - limit;
  if (rest > 0) lines.push(`… and ${rest} more`);
  return lines.join('\n');
}

function describeIssue(issue: z.core.$ZodIssue): string {
  // A record key's own message (e.g. the server-name rule) is nested one level down.
  if (issue.code === 'invalid_key' && issue.issues[0]) return `invalid key: ${issue.issues[0].message}`;
  return issue.message.replace(/^Invalid input: /, '');
}
