import { runStageProcess } from '@switchyard/platform';
import { selectorStage } from './stage.js';

await runStageProcess([selectorStage]);
