// The body of a layout thread (see layout-pool.ts). Under `npm start` a thread inherits tsx from the
// server, but not under the test runner; tsx's own API loads the TypeScript renderers in both.
import { tsImport } from 'tsx/esm/api';

const { formats } = await tsImport('./formats.ts', import.meta.url);

/** Lays out one document; the bytes come back to the server's thread. */
export default function layOut({ format, document, options }) {
  return formats[format].render(document, options);
}
