export { routerStage } from './stage.js';
export { routeTurn } from './route-turn.js';
export { routeWithModel, ModelRouteSchema, ROUTER_FALLBACK_ANSWER } from './route-with-model.js';
