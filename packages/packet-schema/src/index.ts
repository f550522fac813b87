export {
  SCHEMA_VERSION,
  STAGE_NAMES,
  TEXT_LIMITS,
  PACKET_STATES,
  StageNameSchema,
  PacketStateSchema,
  DeciderSchema,
  PROVIDERS,
  ProviderSchema,
  ChatMessageSchema,
  TurnSchema,
  StageLogEntrySchema,
  StatusSchema,
  RouteDecisionSchema,
  ToolArgumentsSchema,
  PlanStepSchema,
  FallbackCallSchema,
  PlanAlternativeSchema,
  PlanSchema,
  ReviewSchema,
  ApprovalSchema,
  ApprovalCallSchema,
  StepErrorSchema,
  ExecutionStepSchema,
  ResourceLinkSchema,
  ExecutionSchema,
  ReinjectionSchema,
  ReplySchema,
  TraceContextSchema,
  PacketSchema,
  ModelUsageSchema,
  DegradationSchema,
  clipText,
} from './schemas.js';
export type {
  Provider,
  RemoteProvider,
  ModelUsage,
  Degradation,
  StageName,
  PacketState,
  Decider,
  ChatMessage,
  Turn,
  StageLogEntry,
  RouteDecision,
  PlanStep,
  FallbackCall,
  ApprovalCall,
  Plan,
  Review,
  Approval,
  StepError,
  ExecutionStep,
  ResourceLink,
  Execution,
  Reply,
  Packet,
} from './schemas.js';
export { PacketValidationError, SwitchyardError, RetryableError, NonRetryableError, isRetryable } from './errors.js';
export { normaliseUserId } from './user-id.js';
export { qualifiedToolName } from './tool-name.js';
export type { QualifiedToolName, ToolRef } from './tool-name.js';
export { TASK_STATUSES, TaskHandleSchema, TasksSchema, type TaskHandle, type Tasks } from './tasks.js';
export { formatIssues, formatPath } from './format-issues.js';
export { PacketV0Schema, upgrade, parsePacket, safeParseCurrentPacket } from './upgrade.js';
export { compilePacketCheck, isCurrentPacketAsIs } from './compiled-packet-check.js';
export type { PacketV0 } from './upgrade.js';
export { newPacket, newTraceparent } from './new-packet.js';
export { SHAPE_LIMITS, PACKET_SHAPE, TOOL_RESULT_SHAPE, checkShape, describeShapeViolation } from './shape-limits.js';
export type { ShapeLimit, ShapeViolation } from './shape-limits.js';
export type { NewPacketOptions } from './new-packet.js';
export { packetJsonSchema } from './json-schema.js';
export { ANSWER_ERROR_CODES, isAnswerError, type AnswerErrorCode } from './step-answers.js';
export {
  STEP_REFERENCE_PATTERN,
  WHOLE_OUTPUT_PATTERN,
  APPENDED_LINE_CHARS,
  FACT_NAME_CHARS,
  FACT_WORDS_CHARS,
  REPLACED_TEXT_CHARS,
  KeptFactSchema,
  ReplacedTextSchema,
  StepReferenceSchema,
  AppendedLineSchema,
  APPEND_FORMS,
  LineToAskSchema,
  stepInputOf,
  appendProblem,
  factProblem,
  replaceProblem,
  namesAStep,
  referencedStepId,
  foundPathStepId,
} from './step-inputs.js';
export type { StepInput, StepReferenceValue, AppendedLineValue, AppendForm, KeptFactValue, ReplacedTextValue } from './step-inputs.js';
