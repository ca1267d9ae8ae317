export { LiveChannel } from './live-channel';
export type { LiveNotificationName, LiveNotificationOf } from './live-events';
export { useLiveNotification, useLiveResumed } from './use-live-notification';
