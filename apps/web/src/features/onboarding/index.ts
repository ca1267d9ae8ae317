export { SubscriptionCreatePage } from './subscription-create-page';
export { SubscriptionSuccessPage } from './subscription-success-page';
