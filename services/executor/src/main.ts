import { runStageProcess } from '@switchyard/runtime';
import { executorStage } from './stage.js';

await runStageProcess([executorStage]);
