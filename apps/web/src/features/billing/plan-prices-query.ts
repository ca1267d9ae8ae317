import { useQuery } from '@tanstack/react-query';
import { type TPlanPrices, ZPlanPrices } from '@whispy/contracts';
import { http } from '../../api';

/** `GET subscription/prices/{product}`: the plan's prices in every currency, and its minutes a month. */
export function fetchPlanPrices(product: string, signal?: AbortSignal): Promise<TPlanPrices> {
  return http.get(`subscription/prices/${encodeURIComponent(product)}`, { schema: ZPlanPrices, signal });
}

/** Waits for the product's name, which the subscription summary tells. */
export function usePlanPrices(product: string | undefined) {
  return useQuery({
    queryKey: ['plan-prices', product],
    queryFn: ({ signal }) => fetchPlanPrices(product ?? '', signal),
    enabled: product !== undefined,
  });
}
