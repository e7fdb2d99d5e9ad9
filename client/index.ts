/** The typed Recourse client: see docs/client.md. */

export type { RouteView } from '../machines/route.types.ts';
export { type BackoffOptions, backoffDelay } from './backoff.ts';
export {
  type ClientNotice,
  type ClientTimers,
  createRecourseClient,
  type RecourseClient,
  type RecourseClientOptions,
  type SubscribeTarget,
  type WebSocketConstructor,
  type WebSocketLike,
  wsUrlOf,
} from './client.ts';
export {
  type AttemptList,
  createHttp,
  type PolicyLimits,
  RecourseConnectionError,
  type RecourseHttp,
  RecourseHttpError,
  type RouteList,
  type RouteStart,
  type RouteTask,
} from './http.ts';
export {
  type ConnectionStatus,
  createRoutesStore,
  isNewer,
  type RoutesContext,
  type RoutesStore,
} from './routes-store.ts';
export type { ActionOutcome, RejectionReason } from './types.ts';
