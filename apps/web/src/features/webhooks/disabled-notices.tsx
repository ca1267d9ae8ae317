import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notifyWithLink } from '../../ui/link-toast';
import { canManageWorkspace, useIdentity } from '../identity';
import { useLiveNotification } from '../live';
import { WEBHOOKS_KEY } from './webhooks-key';

const WEBHOOKS_PAGE = '/settings/webhooks';

/**
 * Tells the workspace's owners and admins, wherever they are in the app, that an endpoint was switched
 * off after failing in a row, with a link to the webhooks page; and refreshes that page's list.
 */
export function WebhookDisabledNotices() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: identity } = useIdentity();

  useLiveNotification('webhook.disabled', (event) => {
    if (!identity?.workspace || !canManageWorkspace(identity)) return;
    void queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
    notifyWithLink('error', `webhook-${event.id}`, (t) => t('webhooks.disabledNotice', { url: event.url }), {
      label: (t) => t('webhooks.openPage'),
      href: WEBHOOKS_PAGE,
      open: () => navigate(WEBHOOKS_PAGE),
    });
  });

  return null;
}
