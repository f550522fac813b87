import { runStageProcess } from '@switchyard/platform';
import { reviewerStage } from './stage.js';

await runStageProcess([reviewerStage]);
