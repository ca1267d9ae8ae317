import { WEBHOOK_LIMITS } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { type Language, type Message, type MessageId, translate } from '../../i18n/index.js';
import { type Mailer, oneLine, simpleEmail } from '../../mail/index.js';
import type { EndpointRow } from './repo.js';
import { workspaceOwners } from './repo.js';

/**
 * Emails every owner of the workspace that the endpoint was switched off, in the language they chose for
 * emails (English when they chose none). The settings page shows the same state to everyone who manages
 * webhooks; the email reaches those who are not looking.
 */
export async function emailOwnersOfDisabled(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  endpoint: EndpointRow,
) {
  for (const owner of await workspaceOwners(db, endpoint.workspaceId)) {
    const language: Language = owner.language ?? 'en';
    const t = (message: MessageId | Message) => translate(language, message);
    await mailer.send(
      simpleEmail({
        to: owner.email,
        language,
        subject: t({ id: 'webhooks.disabled_subject', params: { workspace: oneLine(owner.workspace) } }),
        lead: t({
          id: 'webhooks.disabled_body',
          params: { url: endpoint.url, count: WEBHOOK_LIMITS.failuresBeforeDisabling },
        }),
        action: { label: t('webhooks.open_settings'), url: `${publicUrl}/settings/webhooks` },
        footer: t('webhooks.why'),
      }),
    );
  }
}
