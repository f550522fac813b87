/**
 * How the everyday case lists write a case, shared by every writer's list:
 *
 * t(query, tool, arguments, options)   one call is needed
 * m(query, [[tool, arguments], ...])   several calls are needed
 * open(query, tools)                   a tool is needed; any of these serves
 * n(query)                             no tool is needed
 * options: l (language, default en), h (earlier turns, user first), also
 * (other tools that serve as well), note.
 * An argument's value is its acceptable values: a bare value, or a list of
 * alternatives ("" = may be left out); an array argument is a list of arrays.
 */
const DEFAULT_ALSO = {
  read_text_file: ['read_multiple_files'],
  list_directory: ['list_directory_with_sizes', 'directory_tree'],
  search_nodes: ['open_nodes', 'read_graph'],
  open_nodes: ['search_nodes'],
};
const opt = (x) => ({ ...(x.l ? { lang: x.l } : {}), ...(x.h ? { history: x.h } : {}), ...(x.note ? { note: x.note } : {}) });
export const t = (query, name, args = {}, x = {}) => ({ query, toolNeeded: true, calls: [{ name, arguments: args }], also: x.also ?? DEFAULT_ALSO[name], ...opt(x) });
export const m = (query, calls, x = {}) => ({ query, toolNeeded: true, calls: calls.map(([name, args]) => ({ name, arguments: args })), also: x.also, ...opt(x) });
export const open = (query, also, x = {}) => ({ query, toolNeeded: true, calls: [], unspecified: true, also, ...opt(x) });
export const n = (query, x = {}) => ({ query, toolNeeded: false, calls: [], ...opt(x) });
