import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`build.manifest`), as far as loading order goes. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export const readManifest = (outDir: string): Manifest =>
  JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

/**
 * The chunks a browser fetches before `keys` can run: the chunks themselves and, transitively, their static
 * imports (which Vite also announces as modulepreload links). Dynamic imports load later, on demand.
 */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (reached.has(chunk.file)) return;
    reached.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return reached;
}

/** The manifest key of the HTML entry (`index.html`): what the page itself loads. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.isEntry);
  if (!key) throw new Error('the build manifest has no entry');
  return key;
}

/** Gzipped bytes of `files` under `outDir`, each compressed on its own as a server sends it. */
export function gzippedBytes(outDir: string, files: Iterable<string>): number {
  let total = 0;
  for (const file of files) total += gzipSync(readFileSync(join(outDir, file))).length;
  return total;
}
