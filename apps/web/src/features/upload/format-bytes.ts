const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A file size for people, in decimal units and the interface language: "1.5 GB", "1,5 GB". */
export function formatBytes(bytes: number, language: string): string {
  const exponent = Math.min(UNITS.length - 1, bytes > 0 ? Math.floor(Math.log10(bytes) / 3) : 0);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: UNITS[exponent],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / 1000 ** exponent);
}
