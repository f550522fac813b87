/** Every `$ref`, `$append` or `$fact` object in a value, at any depth: the forms a plan takes an earlier step's result by. */
export function formsIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(formsIn);
  if (!value || typeof value !== 'object') return [];
  if ('$ref' in value || '$append' in value || '$fact' in value) return [value];
  return Object.values(value).flatMap(formsIn);
}
