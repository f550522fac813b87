export { executorStage, createExecutorStage } from './stage.js';
export { McpPool } from './mcp-pool.js';
export { executorPoolOptions } from './executor-pool-options.js';
export { DiscoveryVerdicts } from './discovery-verdicts.js';
export type { TransportFactory } from './mcp-connection.js';
export { readCredentials, tokensFileOf } from './server-credentials.js';
export { SignInOAuthProvider, type SignInBrowser } from './sign-in-oauth-provider.js';
export { SignInStore, type SignIn } from './sign-in-store.js';
export { SignInRequiredError } from './sign-in-required-error.js';
