export {
  SCHEMA_VERSION,
  STAGE_NAMES,
  PACKET_STATES,
  StageNameSchema,
  PacketStateSchema,
  DeciderSchema,
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
export { PacketValidationError } from './errors.js';
export { TASK_STATUSES, TaskHandleSchema, TasksSchema, type TaskHandle, type Tasks } from './tasks.js';
export { formatIssues, formatPath } from './format-issues.js';
export { PacketV0Schema, upgrade, parsePacket } from './upgrade.js';
export type { PacketV0 } from './upgrade.js';
export { newPacket, newTraceparent } from './new-packet.js';
export { SHAPE_LIMITS, PACKET_SHAPE, TOOL_RESULT_SHAPE, checkShape, describeShapeViolation } from './shape-limits.js';
export type { ShapeLimit, ShapeViolation } from './shape-limits.js';
export type { NewPacketOptions } from './new-packet.js';
export { packetJsonSchema } from './json-schema.js';
export { ANSWER_ERROR_CODES, isAnswerError, type AnswerErrorCode } from './step-answers.js';
