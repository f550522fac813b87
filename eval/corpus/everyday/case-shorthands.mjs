/**
 * Shorthands the everyday case lists share for the requests people make most:
 * reading, listing and finding files in their home folder, appending to them,
 * and keeping people and facts in memory. Each returns a case written with
 * `case-helpers.mjs`; `x` takes the same options (l, h, also, note).
 */
import { m, open, t } from './case-helpers.mjs';

export const at = (home) => (rel) => [`${home}/${rel}`, rel]; // a path: absolute or home-relative
export const both = (p, ...rels) => [rels.map((r) => p(r)[0]), rels.map((r) => p(r)[1])]; // several files at once
export const pat = (...words) => words.flatMap((w) => [w, `*${w}*`, `**/*${w}*`]); // search patterns

export const read = (q, path, x = {}) => t(q, 'read_text_file', { path }, x);
export const look = (q, path, x = {}) => t(q, 'read_media_file', { path }, x);
export const list = (q, path, x = {}) => t(q, 'list_directory', { path }, x);
export const info = (q, path, x = {}) => t(q, 'get_file_info', { path }, { also: ['list_directory_with_sizes'], ...x });
export const readAll = (q, paths, x = {}) => t(q, 'read_multiple_files', { paths }, { also: ['read_text_file'], ...x });
// Adding a line to a file means reading it first to see where the line goes.
export const append = (q, path, x = {}) => m(q, [['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], ...x });
// A search of the whole home folder starts at its root, which the server serves as `.` (the README's rule for no folder named).
export const find = (q, home, words, x = {}) => t(q, 'search_files', { path: [...new Set([home, '.'].flat())], pattern: pat(...words) }, x);

export const remember = (q, name, entityType, observations, x = {}) =>
  t(q, 'create_entities', { entities: [[{ name, entityType, observations }]] }, { also: ['add_observations'], ...x });
export const addFact = (q, entityName, contents, x = {}) =>
  t(q, 'add_observations', { observations: [[{ entityName, contents }]] }, { also: ['create_entities'], ...x });
export const recall = (q, words, x = {}) => t(q, 'search_nodes', { query: words }, x);
// A wrong fact is taken out and the right one put in its place.
export const correct = (q, entityName, wrong, right, x = {}) =>
  m(q, [['delete_observations', { deletions: [[{ entityName, observations: [wrong] }]] }], ['add_observations', { observations: [[{ entityName, contents: [right] }]] }]], x);
export const whatYouKnow = (q, x = {}) => open(q, ['read_graph', 'search_nodes'], x);

// A file named by what it is, not by its path: search the home folder for it (a call of a plan), then use it.
export const search = (home, words) => ['search_files', { path: [home, '.'], pattern: pat(...words) }];
export const findRead = (q, home, words, path, x = {}) => m(q, [search(home, words), ['read_text_file', { path }]], { also: ['read_multiple_files'], ...x });
export const findLook = (q, home, words, path, x = {}) => m(q, [search(home, words), ['read_media_file', { path }]], x);
export const findInfo = (q, home, words, path, x = {}) =>
  m(q, [search(home, words), ['get_file_info', { path }]], { also: ['list_directory_with_sizes'], ...x });
// Adding to or changing a file found by search: find it, read it, edit it.
export const findEdit = (q, home, words, path, x = {}) =>
  m(q, [search(home, words), ['read_text_file', { path }], ['edit_file', { path }]], { also: ['write_file'], ...x });
export const findAppend = findEdit;
// Changing a file named by its path, or shown in an earlier turn.
export const edit = (q, path, x = {}) => t(q, 'edit_file', { path }, { also: ['read_text_file', 'write_file'], ...x });
export const sizes = (q, path, x = {}) => t(q, 'list_directory_with_sizes', { path }, { also: ['list_directory', 'get_file_info'], ...x });
export const mkdir = (q, path, x = {}) => t(q, 'create_directory', { path }, x);
// Several acceptable spellings of one path (a name the person typed or dictated loosely).
export const any = (p, ...rels) => rels.flatMap((r) => p(r));

// Used alike by several lists: a whole write, a move, a listing by size, a tree, a new folder with a file moved into it, and a relation between two people (or the people themselves if they are new).
export const write = (q, path, x = {}) => t(q, 'write_file', { path }, x);
export const move = (q, source, destination, x = {}) => t(q, 'move_file', { source, destination }, x);
export const bySize = (q, path, x = {}) => t(q, 'list_directory_with_sizes', { path, sortBy: ['size', ''] }, { also: ['list_directory', 'get_file_info'], ...x });
export const tree = (q, path, x = {}) => t(q, 'directory_tree', { path }, { also: ['list_directory'], ...x });
export const mkdirMove = (q, dir, source, destination, x = {}) => m(q, [['create_directory', { path: dir }], ['move_file', { source, destination }]], x);
export const relate = (q, x = {}) => open(q, ['create_relations', 'create_entities', 'add_observations'], x);
