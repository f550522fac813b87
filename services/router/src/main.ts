import { runStageProcess } from '@switchyard/runtime';
import { routerStage } from './stage.js';

await runStageProcess([routerStage]);
