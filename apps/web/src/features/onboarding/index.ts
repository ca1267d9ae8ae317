export { SubscriptionCreatePage, SubscriptionSuccessPage } from './subscription-pages';
