import { manageSubscription } from '@whispy/contracts';
import { apiUrl } from '../../api';

export { BillingOffNote } from './billing-off-note';
export { CurrencyDialog } from './currency-dialog';
export { CurrencyPicker } from './currency-picker';
export { PlanOffer } from './plan-offer';
export { usePlanPrices } from './plan-prices-query';
export { useSubscriptionSummary } from './subscription-query';
export { currentSubscription, subscriptionState } from './subscription-state';

/** `GET subscription/edit` answers 303 to the Stripe Billing Portal: a whole-page link, not an API call. */
export const MANAGE_SUBSCRIPTION_URL = apiUrl(manageSubscription);
/** The plan page, where a workspace without a subscription chooses one. */
export const PLAN_PAGE = '/onboarding/subscription/create';
