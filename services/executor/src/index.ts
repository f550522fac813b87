export { executorStage, createExecutorStage } from './stage.js';
export { McpPool } from './mcp-pool.js';
export { DiscoveryVerdicts } from './discovery-verdicts.js';
export type { TransportFactory } from './mcp-connection.js';
