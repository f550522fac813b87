/** A tool's name across servers, `server.tool`: how tools are named in policy, config, the catalog, logs and to the local engine. */
export type QualifiedToolName = `${string}.${string}`;

/** Anything that names a tool on a server: a plan step or call (`tool`) or a tool's definition (`name`). */
export type ToolRef = { server: string; tool: string } | { server: string; name: string };

/** The one way to build a `server.tool` name. */
export function qualifiedToolName(ref: ToolRef): QualifiedToolName {
  return `${ref.server}.${'tool' in ref ? ref.tool : ref.name}`;
}
