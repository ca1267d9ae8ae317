import { z } from 'zod';

const ZSiteverify = z.object({ success: z.boolean(), 'error-codes': z.array(z.string()).default([]) });

export interface TurnstileSettings {
  secretKey: string;
  verifyUrl: string;
}

/**
 * Asks Cloudflare's siteverify (or the configured stand-in) whether the widget's token is genuine.
 * Any transport failure counts as "not verified": the challenge exists to fail closed.
 */
export async function verifyTurnstile(settings: TurnstileSettings, token: string, remoteIp: string) {
  const form = new URLSearchParams({ secret: settings.secretKey, response: token, remoteip: remoteIp });
  try {
    const response = await fetch(settings.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const answer = ZSiteverify.parse(await response.json());
    return { success: response.ok && answer.success, errorCodes: answer['error-codes'] };
  } catch (error) {
    return { success: false, errorCodes: [`request-failed: ${(error as Error).message}`] };
  }
}
