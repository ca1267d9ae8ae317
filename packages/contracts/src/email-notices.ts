import { z } from 'zod';
import { route, ZIdParams } from './route.js';

/** The languages an email can be written in: the app's own. */
export const ZEmailLanguage = z.enum(['en', 'es', 'ja']);

/** `GET|PUT user/{id}/email-notices`: whether the user is emailed when their transcription finishes. */
export const ZEmailNotices = z.object({
  /** false while this server has no SMTP relay: nothing is sent, whatever is chosen. */
  available: z.boolean(),
  /** Where the emails go: the address of the user's sign-in account. */
  address: z.email(),
  when_ready: z.boolean(),
  when_failed: z.boolean(),
  /** The language of the emails: the app's language when the choice was last saved. */
  language: ZEmailLanguage,
});
export type TEmailNotices = z.infer<typeof ZEmailNotices>;

export const ZUpdateEmailNotices = z.object({
  when_ready: z.boolean().optional(),
  when_failed: z.boolean().optional(),
});
export type TUpdateEmailNotices = z.infer<typeof ZUpdateEmailNotices>;

export const getEmailNotices = route({
  method: 'GET',
  path: '/user/:id/email-notices',
  params: ZIdParams,
  answer: ZEmailNotices,
});

export const updateEmailNotices = route({
  method: 'PUT',
  path: '/user/:id/email-notices',
  params: ZIdParams,
  body: ZUpdateEmailNotices,
  answer: ZEmailNotices,
});
