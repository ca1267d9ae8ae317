/** /settings/webhooks, loaded when the route first needs it, so the layout's notices do not bring it along. */
export const loadWebhooksPage = () => import('./pages');
/** The "an endpoint was switched off" toast for owners and admins, wherever they are in the app. */
export { WebhookDisabledNotices } from './disabled-notices';
