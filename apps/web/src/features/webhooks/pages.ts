/** The webhooks page: a chunk of its own, loaded when the route first shows it. */
export { WebhooksPage } from './webhooks-page';
