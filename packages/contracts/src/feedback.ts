import { z } from 'zod';
import { route } from './route.js';

export const FEEDBACK_MAX_LENGTH = 5000;

/** `POST feedback {feedback}` (spec §3, §7): free text from the feedback dialog. */
export const ZCreateFeedback = z.object({
  // A catalogue id on the server and a translation key in the web app, so both say "Please write something".
  feedback: z.string().trim().min(1, 'feedback.validation').max(FEEDBACK_MAX_LENGTH),
});
export type TCreateFeedback = z.infer<typeof ZCreateFeedback>;

export const ZCreatedFeedback = z.object({ id: z.string() });
export type TCreatedFeedback = z.infer<typeof ZCreatedFeedback>;

export const sendFeedback = route({
  method: 'POST',
  path: '/feedback',
  body: ZCreateFeedback,
  answer: ZCreatedFeedback,
  status: 201,
});
