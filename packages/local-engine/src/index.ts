export type {
  JsonSchema,
  ToolSpec,
  EngineMessage,
  RouteInput,
  RouteResult,
  RankedTool,
  PlannedCall,
  Selection,
  SelectInput,
} from './types.js';
