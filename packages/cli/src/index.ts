export { stagesNamed } from './all-stages.js';
export { formatTimeline, formatTurn } from './format-turn.js';
export { CliSession } from './session.js';
export type { SessionOptions } from './session.js';
export { cliCommand, shellWord } from './cli-command.js';
