import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A high-entropy value for cookies and tokens (256 bits, URL-safe). */
export const randomSecret = () => randomBytes(32).toString('base64url');

/** Stored form of a secret: high-entropy secrets need no slow hash, only one-wayness. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export const hmac = (key: string, value: string) =>
  createHmac('sha256', key).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
