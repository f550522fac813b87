import { runStageProcess } from '@switchyard/platform';
import { executorStage } from './stage.js';

await runStageProcess([executorStage]);
