import { runStageProcess } from '@switchyard/runtime';
import { composerStage } from './stage.js';

await runStageProcess([composerStage]);
