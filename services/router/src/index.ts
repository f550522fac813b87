export { routerStage } from './stage.js';
export { routeTurn } from './route-turn.js';
