import { z } from 'zod';

/**
 * Every JSON answer of the API is wrapped in this envelope (spec §7).
 * `message` is shown to the user as a toast, `redirect` navigates, `reload` reloads the page.
 */
export const ZEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({
    result,
    message: z.string().optional(),
    redirect: z.string().optional(),
    reload: z.boolean().optional(),
  });

export type TEnvelope<T> = {
  result: T;
  message?: string;
  redirect?: string;
  reload?: boolean;
};

/** 422 answers carry field errors: `{field: [messages]}`. */
export const ZValidationErrors = z.record(z.string(), z.array(z.string()));
export type TValidationErrors = z.infer<typeof ZValidationErrors>;

/** Shape of every error answer (4xx/5xx). `result` is null so clients can tell it from success. */
export const ZErrorEnvelope = z.object({
  result: z.null(),
  message: z.string(),
  errors: ZValidationErrors.optional(),
  redirect: z.string().optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
