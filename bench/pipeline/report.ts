import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * A Markdown table like the engine benchmark's, ready to paste into the README. The first `labels`
 * columns are text (left-aligned); the rest are numbers (right-aligned).
 */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], labels = 1) {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  const rule = header.map((_, column) => (column < labels ? '---' : '---:'));
  return [line(header), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

/** What the numbers were measured on: they only compare with runs on the same kind of machine. */
export function machine() {
  return {
    cores: availableParallelism(),
    cpu: cpus()[0]?.model ?? 'unknown',
    memory_gb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
  };
}

/** Writes `bench/results/{suite}-{UTC timestamp}.json`; answers its path relative to the repository. */
export function writeResults(suite: string, report: object): string {
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const folder = join(ROOT, 'bench/results');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `${suite}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return relative(ROOT, file);
}
