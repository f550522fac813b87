export {
  SwitchyardError,
  RetryableError,
  NonRetryableError,
  ConfigError,
  RedisUnavailableError,
  TurnTimeoutError,
  NoToolCatalogError,
  isRetryable,
} from './errors.js';
export { ConfigSchema, McpServerSchema, StdioServerSchema, HttpServerSchema, DEFAULT_CONFIG_FILE, loadConfig } from './config.js';
export { StageModelSchema, MODEL_STAGES } from './config.js';
export type { SwitchyardConfig, McpServerConfig, LoadConfigOptions, StageModelConfig, ModelStage } from './config.js';
export { createLogger, REDACT_PATHS } from './logger.js';
export type { Logger } from './logger.js';
export { Redis, createRedis, assertRedisReachable, redactUrl, purgePrefix, scanKeys } from './redis.js';
export { DEAD_LETTER_QUEUE, STAGE_STATE, revisitJobId, stageJobId, redisKeys } from './keys.js';
export { ToolCatalog, ToolDescriptorSchema, ToolAnnotationsSchema, qualifiedToolName } from './tool-catalog.js';
export type { ToolDescriptor, ToolSpecView, CatalogSnapshot } from './tool-catalog.js';
export { ToolStats, summarise as summariseToolStat } from './tool-stats.js';
export type { ToolStat } from './tool-stats.js';
export { registerTools, deriveCapabilities, toolsWithCapability } from './tool-registry.js';
export type { RegisteredTool } from './tool-registry.js';
export { demotedTools } from './tool-health.js';
export type { Demotion } from './tool-health.js';
export { ConversationStore, summariseMessages } from './conversation-store.js';
export type { ConversationSettings } from './conversation-store.js';
export { TurnResults } from './turn-results.js';
export { Elicitations, type ElicitationAnswer, type FormContent, type PendingElicitation, type PendingFormElicitation, type PendingUrlElicitation, type ElicitationQuestion } from './elicitations.js';
export { ElicitationAnswerError, ElicitationNotFoundError } from './elicitation-errors.js';
export type { ToolProgressEvent, TurnEvent, TurnProgress } from './turn-results.js';
export { DeadLetterQueue, rawPacketId } from './dead-letter.js';
export type { DeadLetter } from './dead-letter.js';
export { defineStage } from './stage.js';
export type { NextStep, StageResult, StageDeps, StageContext, StageHandler, StageDefinition } from './stage.js';
export { packetJobOptions } from './job-options.js';
export { StageQueues } from './stage-queues.js';
export { StageWorker } from './stage-worker.js';
export type { JobOutcome, StageWorkerDeps } from './stage-worker.js';
export { StageRuntime } from './stage-runtime.js';
export { runStageProcess, withoutConfigFile } from './stage-process.js';
export { TurnProducer, TurnInputError } from './producer.js';
export type { TurnInput, SubmitOptions } from './producer.js';
export { PolicySchema, ToolActionSchema, TOOL_ACTIONS } from './policy-config.js';
export type { PolicyConfig, ToolAction } from './policy-config.js';
export { ToolPolicy } from './tool-policy.js';
export { reliedHints } from './tool-trust.js';
export { ToolFingerprints, toolFingerprint } from './tool-fingerprints.js';
export type { DriftAction, ToolAuditEntry } from './tool-fingerprints.js';
export { normaliseUserId } from './user-id.js';
export type { PolicySubject, ToolVerdict } from './tool-policy.js';
export { Approvals, ApprovalNotFoundError, ApprovalConflictError, APPROVAL_EXPIRY_JOB } from './approvals.js';
export { ApprovalGrants, approvalCallDigest, approvedPlanDigest, callsToApprove } from './approval-grants.js';
export type { StepGrant } from './approval-grants.js';
export { guardUnhandledRejections } from './unhandled-rejection-guard.js';
export type { ApprovalDecision } from './approvals.js';
export { redactText, redactValue, luhnValid, MAX_REDACT_DEPTH, TOO_DEEP_MARKER } from './redact.js';
export { AuditTrail, auditEntriesFor } from './audit-trail.js';
export type { AuditEntry, AuditKind } from './audit-trail.js';
export { startTracing, stopTracing, withSpan, withStageSpan, startSpan, recordError, packetContext, traceparentOf } from './tracing.js';
export { traceStage, traceToolCall, traceModelCall } from './instrument.js';
export type { TracedToolResult, ModelCallUsage } from './instrument.js';
export { metrics, SwitchyardMetrics } from './metrics.js';
export type { QueueSource, JobOutcomeLabel } from './metrics.js';
export { HealthServer, startHealthServer } from './health-server.js';
export type { ReadinessCheck, HealthServerOptions } from './health-server.js';
export { ApiKeySchema, IngressSchema, MetricsSchema } from './ops-config.js';
export type { ApiKeyConfig, IngressConfig } from './ops-config.js';
export { TurnOwners } from './turn-owners.js';
export type { TurnClaim } from './turn-owners.js';
export { DeadLetterAdmin, DeadLetterNotFoundError } from './dead-letter-admin.js';
export type { ListedDeadLetter } from './dead-letter-admin.js';
export { parseRedisTopology, connectRedis } from './redis-topology.js';
export type { RedisTopology } from './redis-topology.js';
export { CacheRules, CacheConfigSchema, type CacheRule } from './cache-rules.js';
