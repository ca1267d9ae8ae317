import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { paragraphsOf } from './paragraphs.js';

const TIMESTAMP_COLOUR = '666666';

/** A Word document: the name as its title, the details, then the paragraphs, each turn led by the speaker in bold. */
export function toDocx(document: TranscriptDocument, options: ExportOptions): Promise<Buffer> {
  const details = document.details.map(
    ({ label, value }) =>
      new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true }), new TextRun(value)] }),
  );
  const paragraphs = paragraphsOf(document, options).map(
    ({ timestamp, speaker, text }) =>
      new Paragraph({
        spacing: { before: 160 },
        children: [
          ...(timestamp ? [new TextRun({ text: `[${timestamp}] `, color: TIMESTAMP_COLOUR })] : []),
          ...(speaker ? [new TextRun({ text: `${speaker}: `, bold: true })] : []),
          new TextRun(text),
        ],
      }),
  );
  const file = new Document({
    title: document.name,
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, text: document.name }),
          ...details,
          ...paragraphs,
        ],
      },
    ],
  });
  return Packer.toBuffer(file);
}
