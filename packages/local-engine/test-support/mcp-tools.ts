/** MCP-style tool specs (filesystem and memory-graph servers) shared by tests. */
import type { ToolSpec } from '../src/types.js';

export const filesystemTools: ToolSpec[] = [
  {
    name: 'read_text_file',
    description: 'Read the complete contents of a file from the file system as text.',
    parameters: {
      type: 'object',
      properties: {
        path: { type: 'string' },
        head: { type: 'number', description: 'If provided, returns only the first N lines of the file' },
      },
      required: ['path'],
    },
  },
  {
    name: 'list_directory',
    description: 'Get a detailed listing of all files and directories in a specified path.',
    parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  },
  {
    name: 'read_multiple_files',
    description: 'Read the contents of multiple files simultaneously.',
    parameters: { type: 'object', properties: { paths: { type: 'array', items: { type: 'string' } } }, required: ['paths'] },
  },
];

export const memoryTools: ToolSpec[] = [
  {
    name: 'create_entities',
    description: 'Create multiple new entities in the knowledge graph',
    parameters: {
      type: 'object',
      properties: {
        entities: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              name: { type: 'string', description: 'The name of the entity' },
              entityType: { type: 'string', description: 'The type of the entity' },
              observations: { type: 'array', items: { type: 'string' }, description: 'Observation contents associated with the entity' },
            },
            required: ['name', 'entityType', 'observations'],
          },
        },
      },
      required: ['entities'],
    },
  },
  { name: 'read_graph', description: 'Read the entire knowledge graph', parameters: { type: 'object', properties: {} } },
  {
    name: 'search_nodes',
    description: 'Search for nodes in the knowledge graph based on a query',
    parameters: {
      type: 'object',
      properties: { query: { type: 'string', description: 'The search query to match against entity names, types, and observation content' } },
      required: ['query'],
    },
  },
];

export const mcpTools: ToolSpec[] = [...filesystemTools, ...memoryTools];
