export { composerStage, composeTurn, composesWithoutModel } from './stage.js';
export { composeReply, LOW_CONFIDENCE, TOOLS_UNAVAILABLE_ANSWER } from './compose-reply.js';
export { composeWithModel, ModelReplySchema } from './compose-with-model.js';
export { serverFolders, withRelativePaths } from './relative-paths.js';
export { droppedQuestionLine } from './dropped-question.js';
