import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyWithLink } from '../../ui/link-toast';
import { canManageWorkspace, useIdentity } from '../identity';
import { useLiveNotification } from '../live';
import { webhooksQuery } from './webhooks-api';

const WEBHOOKS_PAGE = '/settings/webhooks';

/**
 * Tells the workspace's owners and admins, wherever they are in the app, that an endpoint was switched
 * off after failing in a row, with a link to the webhooks page. The event names the endpoint by id only
 * (every member hears it), so its URL comes from the list, read afresh, which also refreshes that page.
 */
export function WebhookDisabledNotices() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();

  const notify = async (webhookId: string, workspaceId: string) => {
    const webhooks = await queryClient.fetchQuery({ ...webhooksQuery(workspaceId), staleTime: 0 });
    const disabled = webhooks.find((webhook) => webhook.id === webhookId);
    // Deleted since: nothing left to switch back on.
    if (!disabled) return;
    notifyWithLink(
      'error',
      `webhook-${webhookId}`,
      (t) => t('webhooks.disabledNotice', { url: disabled.url }),
      {
        label: (t) => t('webhooks.openPage'),
        href: WEBHOOKS_PAGE,
        open: () => navigate(WEBHOOKS_PAGE),
      },
    );
  };

  useLiveNotification('webhook.disabled', (event) => {
    if (!identity?.workspace || !canManageWorkspace(identity)) return;
    // Unread, the list says it on the webhooks page all the same.
    notify(event.id, identity.workspace.id).catch(() => undefined);
  });

  return null;
}
