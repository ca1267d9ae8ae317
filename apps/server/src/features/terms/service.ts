import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { invalidInput } from '../../domain/refusal.js';
import { recordAcceptance } from './repo.js';
import { verifyTurnstile } from './turnstile.js';

/**
 * Records that the user accepted the current terms. When the bot challenge is configured the widget's
 * token must verify first; a refusal is a field error on `token` so the form can show it.
 */
export async function acceptTerms(
  db: Db,
  config: Config,
  input: { userId: string; token: string; remoteIp: string },
  log: { warn(details: object, message: string): void },
) {
  if (config.turnstile) {
    if (!input.token) throw invalidInput({ token: [{ id: 'terms.challenge_missing' }] });
    const verdict = await verifyTurnstile(config.turnstile, input.token, input.remoteIp);
    if (!verdict.success) {
      log.warn({ errorCodes: verdict.errorCodes }, 'turnstile refused the terms acceptance');
      throw invalidInput({ token: [{ id: 'terms.challenge_failed' }] });
    }
  }
  await recordAcceptance(db, input.userId, config.terms.version, 'user');
}
