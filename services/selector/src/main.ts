import { runStageProcess } from '@switchyard/runtime';
import { selectorStage } from './stage.js';

await runStageProcess([selectorStage]);
