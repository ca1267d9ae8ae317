import type { TEmailNotices, TUpdateEmailNotices } from '@whispy/contracts';
import type { Db } from '../../db/database.js';
import { Refusal } from '../../domain/refusal.js';
import type { Caller } from '../../http/access.js';
import type { Language } from '../../i18n/index.js';
import { findEmailNoticeSettings, saveEmailNoticeSettings } from './repo.js';

/** `available`: this server has an SMTP relay. */
type Options = { available: boolean; language: Language };

/** Only the user themself reads or changes their choices: any other id answers 404, as a foreign resource. */
function ownId(caller: Caller, id: string): string {
  if (id !== caller.user.id) throw new Refusal('not_found', 'resource.not_found');
  return id;
}

/** `GET user/{id}/email-notices`: the user's choices (both off until they choose), and where mail goes. */
export async function emailNotices(
  db: Db,
  caller: Caller,
  id: string,
  { available, language }: Options,
): Promise<TEmailNotices> {
  const row = await findEmailNoticeSettings(db, ownId(caller, id));
  return {
    available,
    address: caller.user.email,
    when_ready: row?.whenReady ?? false,
    when_failed: row?.whenFailed ?? false,
    language: row?.language ?? language,
  };
}

/**
 * `PUT user/{id}/email-notices`: saves the choices, and the request's language as the emails' (the web
 * app asks in its own). Saved even while there is no relay, so they hold once the operator sets one.
 */
export async function updateEmailNotices(
  db: Db,
  caller: Caller,
  id: string,
  choices: TUpdateEmailNotices,
  options: Options,
): Promise<TEmailNotices> {
  await saveEmailNoticeSettings(db, ownId(caller, id), choices, options.language);
  return emailNotices(db, caller, id, options);
}
