import type { z } from 'zod';

/** A JSON text read with `schema`, or undefined when it is not JSON or not of that shape. */
export function readJsonMessage<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.infer<Schema> | undefined {
  try {
    return schema.safeParse(JSON.parse(text)).data;
  } catch {
    return undefined;
  }
}
