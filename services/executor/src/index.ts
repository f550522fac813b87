export { executorStage, createExecutorStage } from './stage.js';
export { McpPool } from './mcp-pool.js';
export { executorPoolOptions } from './executor-pool-options.js';
export { DiscoveryVerdicts } from './discovery-verdicts.js';
export type { TransportFactory } from './mcp-connection.js';
