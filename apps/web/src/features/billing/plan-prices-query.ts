import { useQuery } from '@tanstack/react-query';
import { getPlanPrices, type TPlanPrices } from '@whispy/contracts';
import { api } from '../../api';

/** `GET subscription/prices/{product}`: the plan's prices in every currency, and its minutes a month. */
export function fetchPlanPrices(product: string, signal?: AbortSignal): Promise<TPlanPrices> {
  return api(getPlanPrices, { params: { product }, signal });
}

/** Waits for the product's name, which the subscription summary tells. */
export function usePlanPrices(product: string | undefined) {
  return useQuery({
    queryKey: ['plan-prices', product],
    queryFn: ({ signal }) => fetchPlanPrices(product ?? '', signal),
    enabled: product !== undefined,
  });
}
