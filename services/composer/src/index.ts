export { composerStage } from './stage.js';
export { composeReply, LOW_CONFIDENCE } from './compose-reply.js';
