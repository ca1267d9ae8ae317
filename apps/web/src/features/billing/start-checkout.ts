import { useMutation } from '@tanstack/react-query';
import {
  startCheckout as startCheckoutRoute,
  type TCheckout,
  type TCheckoutStarted,
} from '@whispy/contracts';
import { api } from '../../api';

/** `POST subscription/checkout`: the answer's `redirect` is Stripe Checkout, which the HTTP client opens as a whole page. */
export function startCheckout(input: TCheckout): Promise<TCheckoutStarted> {
  return api(startCheckoutRoute, { body: input });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
