import { runStageProcess } from '@switchyard/platform';
import { routerStage } from './stage.js';

await runStageProcess([routerStage]);
