export type { Broadcaster } from './broadcaster.js';
export { broadcastingRoutes } from './broadcasting-routes.js';
export { realtimePlugin } from './plugin.js';
/** Live events from a process without sockets (the standalone worker). */
export { startPublisher } from './publisher.js';
/** Live notifications to a workspace, typed by the contracts. */
export { type NotifyWorkspace, workspaceNotifier } from './workspace-notifier.js';
