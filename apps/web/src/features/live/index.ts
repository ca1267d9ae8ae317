export { LiveChannel } from './live-channel';
export type { LiveNotificationName, LiveNotificationOf } from './live-events';
export { useLiveNotification } from './use-live-notification';
