/**
 * A stage definition made as the given one is, its handler's `handle` replaced by what `handleOf` makes of the real
 * handler (at the stage's start): to time, record or stand in for a stage's work while the rest of it (its clients,
 * the catalog the executor publishes, its `close`) stays as it is.
 */
export const withHandle = (definition, handleOf) => ({
  ...definition,
  async create(deps) {
    const handler = await definition.create(deps);
    return { ...handler, handle: handleOf(handler) };
  },
});
