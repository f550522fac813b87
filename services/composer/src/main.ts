import { runStageProcess } from '@switchyard/platform';
import { composerStage } from './stage.js';

await runStageProcess([composerStage]);
