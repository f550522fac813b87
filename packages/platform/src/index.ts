export {
  SwitchyardError,
  RetryableError,
  NonRetryableError,
  ConfigError,
  RedisUnavailableError,
  TurnTimeoutError,
  isRetryable,
} from './errors.js';
export { DEFAULT_CONFIG_FILE, loadConfig } from './config.js';
export { MODEL_STAGES } from './config.js';
export type { SwitchyardConfig, McpServerConfig, LoadConfigOptions, StageModelConfig, ModelStage } from './config.js';
export { createLogger } from './logger.js';
export type { Logger } from './logger.js';
export { Redis, createRedis, assertRedisReachable, purgePrefix, scanKeys } from './redis.js';
export { stageJobId, redisKeys } from './keys.js';
export { PIPELINE, destinationOf, approvalResumesAt, inStartupOrder, leavesWhenCancelled } from './pipeline.js';
export type { Destination, EdgeLabel } from './pipeline.js';
export { Deployment } from './deployment.js';
export { runStage } from './stage-run.js';
export { summariseMessages } from './conversation-store.js';
export { TurnResults } from './turn-results.js';
export { Elicitations, type ElicitationAnswer, type FormContent, type PendingElicitation } from './elicitations.js';
export { ElicitationAnswerError, ElicitationNotFoundError } from './elicitation-errors.js';
export type { ToolProgressEvent, TurnEvent, TurnProgress } from './turn-results.js';
export { DeadLetterQueue } from './dead-letter.js';
export { defineStage } from './stage.js';
export type { StageResult, StageDeps, StageContext, StageDefinition } from './stage.js';
export { StageQueues } from './stage-queues.js';
export { StageRuntime } from './stage-runtime.js';
export { runStageProcess, withoutConfigFile } from './stage-process.js';
export { runUntilSignal } from './process-lifecycle.js';
export { TurnProducer, TurnInputError } from './producer.js';
export type { TurnInput, SubmitOptions } from './producer.js';
export { ApprovalNotFoundError, ApprovalConflictError } from './approvals.js';
export { ApprovalGrants, approvalCallDigest, approvedPlanDigest, callsToApprove } from './approval-grants.js';
export type { StepGrant } from './approval-grants.js';
export { guardUnhandledRejections } from './unhandled-rejection-guard.js';
export type { ApprovalDecision } from './approvals.js';
export { redactText, redactValue } from './redact.js';
export { AuditTrail } from './audit-trail.js';
export type { AuditEntry } from './audit-trail.js';
export { startTracing, stopTracing, withSpan } from './tracing.js';
export { traceToolCall, traceModelCall } from './instrument.js';
export type { TracedToolResult, ModelCallUsage } from './instrument.js';
export { metrics } from './metrics.js';
export { HealthServer, startHealthServer } from './health-server.js';
export type { ReadinessCheck } from './health-server.js';
export { ApiKeySchema, IngressSchema } from './ops-config.js';
export { TurnOwners } from './turn-owners.js';
export { TurnCancellations, type Cancellation } from './turn-cancellations.js';
export { TurnNotFoundError, TurnFinishedError } from './turn-cancel-errors.js';
export { DeadLetterAdmin, DeadLetterNotFoundError } from './dead-letter-admin.js';
export { parseRedisTopology } from './redis-topology.js';
