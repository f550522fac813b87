import { runStageProcess } from '@switchyard/runtime';
import { reviewerStage } from './stage.js';

await runStageProcess([reviewerStage]);
