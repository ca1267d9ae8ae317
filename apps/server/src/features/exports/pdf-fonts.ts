import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

// Noto Sans JP (OFL-1.1) covers Latin, kana and kanji, so English, Spanish and Japanese transcripts all
// render with a font the project ships instead of whatever the host has installed.
const resolve = createRequire(import.meta.url).resolve;
const FILES = {
  regular: resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  bold: resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
};

export interface PdfFonts {
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<PdfFonts> | undefined;

/** The font files, read once per process: each is 5 MB, and every PDF embeds only the glyphs it uses. */
export function pdfFonts(): Promise<PdfFonts> {
  loading ??= Promise.all([readFile(FILES.regular), readFile(FILES.bold)]).then(([regular, bold]) => ({
    regular,
    bold,
  }));
  return loading;
}
