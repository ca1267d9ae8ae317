import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { paragraphsOf } from './paragraphs.js';

const TIMESTAMP_COLOUR = '666666';

/**
 * Text as XML 1.0 allows it: without U+FFFE, U+FFFF and surrogates that pair with nothing, which any
 * text a stranger typed may hold and which would make Word refuse the file. (The docx library already
 * drops the control characters.)
 */
const xmlText = (text: string) => text.replace(/[\uFFFE\uFFFF]|\p{Cs}/gu, '');

/** A Word document: the name as its title, the details, then the paragraphs, each turn led by the speaker in bold. */
export function toDocx(document: TranscriptDocument, options: ExportOptions): Promise<Buffer> {
  const details = document.details.map(
    ({ label, value }) =>
      new Paragraph({
        children: [new TextRun({ text: `${xmlText(label)}: `, bold: true }), new TextRun(xmlText(value))],
      }),
  );
  const paragraphs = paragraphsOf(document, options).map(
    ({ timestamp, speaker, text }) =>
      new Paragraph({
        spacing: { before: 160 },
        children: [
          ...(timestamp ? [new TextRun({ text: `[${timestamp}] `, color: TIMESTAMP_COLOUR })] : []),
          ...(speaker ? [new TextRun({ text: `${xmlText(speaker)}: `, bold: true })] : []),
          new TextRun(xmlText(text)),
        ],
      }),
  );
  const name = xmlText(document.name);
  const file = new Document({
    title: name,
    sections: [
      {
        children: [new Paragraph({ heading: HeadingLevel.TITLE, text: name }), ...details, ...paragraphs],
      },
    ],
  });
  return Packer.toBuffer(file);
}
