import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  type TCreateWebhook,
  type TUpdateWebhook,
  testWebhook,
  updateWebhook,
} from '@whispy/contracts';
import { api } from '../../api';
import { WEBHOOKS_KEY } from './webhooks-key';

const webhooksKey = (workspaceId: string) => [...WEBHOOKS_KEY, workspaceId] as const;
const deliveriesKey = (workspaceId: string, webhookId: string) =>
  [...WEBHOOKS_KEY, workspaceId, webhookId, 'deliveries'] as const;

/** `GET workspace/{id}/webhooks`: owners and admins only. */
export const webhooksQuery = (workspaceId: string) => ({
  queryKey: webhooksKey(workspaceId),
  queryFn: () => api(listWebhooks, { params: { id: workspaceId } }),
});

export const useWebhooks = (workspaceId: string) => useQuery(webhooksQuery(workspaceId));

/** The endpoint's delivery log; polled while a delivery is still under way, so a test's outcome appears. */
export function useWebhookDeliveries(workspaceId: string, webhookId: string) {
  return useQuery({
    queryKey: deliveriesKey(workspaceId, webhookId),
    queryFn: () => api(listWebhookDeliveries, { params: { id: workspaceId, webhookId } }),
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.state === 'pending') ? 2000 : false,
  });
}

/** Every change to an endpoint refreshes the list and its log (a test adds an entry, a switch clears failures). */
function useWebhookMutation<I, O>(workspaceId: string, call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksKey(workspaceId) }),
  });
}

export const useCreateWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (body: TCreateWebhook) =>
    api(createWebhook, { params: { id: workspaceId }, body }),
  );

export const useUpdateWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, ({ webhookId, body }: { webhookId: string; body: TUpdateWebhook }) =>
    api(updateWebhook, { params: { id: workspaceId, webhookId }, body }),
  );

export const useDeleteWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (webhookId: string) =>
    api(deleteWebhook, { params: { id: workspaceId, webhookId } }),
  );

export const useRotateWebhookSecret = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (webhookId: string) =>
    api(rotateWebhookSecret, { params: { id: workspaceId, webhookId } }),
  );

export const useTestWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (webhookId: string) =>
    api(testWebhook, { params: { id: workspaceId, webhookId } }),
  );
