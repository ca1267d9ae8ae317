import type { TCreatedInvitation } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { sha256 } from '../../http/secrets.js';
import { type Language, type Message, type MessageId, translate } from '../../i18n/index.js';
import { type Mailer, oneLine, simpleEmail } from '../../mail/index.js';
import type { QueueLogger } from '../../queue/index.js';
import { findInvitationByHash } from './repo.js';

/**
 * Emails the link of an invitation limited to one address, when this server has a relay, in the inviter's
 * language (the invitee's is unknown). Sent in the request that made it, since the link exists only
 * there (a job would keep the secret in the queue); answers what the inviter is told, or null when
 * nothing was to be sent. A refusal does not undo the invitation: the inviter can still share the link.
 */
export async function emailInvitation(
  { db, mailer, log }: { db: Db; mailer: Mailer | null; log: QueueLogger },
  created: TCreatedInvitation,
  language: Language,
): Promise<Message | null> {
  const to = created.invitation.email;
  if (!mailer || !to) return null;
  const row = await findInvitationByHash(db, sha256(created.token));
  if (!row) return null;
  const t = (message: MessageId | Message) => translate(language, message);
  const params = { inviter: oneLine(row.inviterName ?? ''), workspace: oneLine(row.workspaceName) };
  try {
    await mailer.send(
      simpleEmail({
        to,
        language,
        subject: t({ id: 'invitations.email_subject', params }),
        lead: t({ id: 'invitations.email_body', params: { ...params, email: to } }),
        action: { label: t('invitations.email_join'), url: created.url },
        footer: t('invitations.email_why'),
      }),
    );
    return { id: 'invitations.emailed', params: { email: to } };
  } catch (error) {
    log.warn(
      { invitation: created.invitation.id, smtp: (error as { response?: string }).response },
      'invitation not emailed',
    );
    return { id: 'invitations.email_failed' };
  }
}
