/**
 * A memo for a pure function of one string, cleared whole when it fills up:
 * the same message, clause or description is read many times per decision,
 * and a bounded table keeps a long-running process from growing without end.
 * Callers must not edit what it returns (it is shared).
 */
export function memoByText<T>(limit: number, compute: (text: string) => T): (text: string) => T {
  const table = new Map<string, T>();
  return (text) => {
    let value = table.get(text);
    if (value === undefined && !table.has(text)) {
      value = compute(text);
      if (table.size >= limit) table.clear();
      table.set(text, value);
    }
    return value as T;
  };
}
