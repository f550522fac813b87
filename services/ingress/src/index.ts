export { IngressServer } from './ingress-server.js';
export { ApiKeys, hashApiKey } from './api-keys.js';
export { TurnRequestSchema, ApprovalRequestSchema } from './turn-request.js';
export type { TurnRequest } from './turn-request.js';
export { runIngressProcess } from './run-ingress.js';
export { userIdOf, approverOf, type Principal } from './principal.js';
