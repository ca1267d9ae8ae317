import PDFDocument from 'pdfkit';
import type { ExportOptions, TranscriptDocument } from './document.js';
import { paragraphsOf } from './paragraphs.js';
import { pdfFonts } from './pdf-fonts.js';

const MARGIN = 56; // about 2 cm
const TIMESTAMP_COLOUR = '#666666';
const TEXT_COLOUR = '#000000';

/** An A4 PDF laid out like the DOCX: title, details, the paragraphs; numbered pages. */
export async function toPdf(document: TranscriptDocument, options: ExportOptions): Promise<Buffer> {
  const fonts = await pdfFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: document.language,
    displayTitle: true,
    info: { Title: document.name, Creator: 'Whispy' },
  });
  const bytes = collect(pdf);
  pdf.registerFont('regular', fonts.regular);
  pdf.registerFont('bold', fonts.bold);

  pdf.font('bold').fontSize(20).text(document.name).moveDown(0.5);
  pdf.fontSize(10);
  for (const { label, value } of document.details) {
    pdf.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
  }
  pdf.fontSize(11);
  for (const { timestamp, speaker, text } of paragraphsOf(document, options)) {
    pdf.moveDown(0.8);
    if (timestamp)
      pdf.font('regular').fillColor(TIMESTAMP_COLOUR).text(`[${timestamp}] `, { continued: true });
    if (speaker) pdf.font('bold').fillColor(TEXT_COLOUR).text(`${speaker}: `, { continued: true });
    pdf.font('regular').fillColor(TEXT_COLOUR).text(text);
  }
  numberPages(pdf);
  pdf.end();
  return bytes;
}

/** "n / total" centred in each page's bottom margin. */
function numberPages(pdf: PDFKit.PDFDocument) {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    // Writing inside the bottom margin would otherwise make pdfkit start a new page.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(TIMESTAMP_COLOUR)
      .text(`${index + 1} / ${count}`, MARGIN, pdf.page.height - MARGIN / 2 - 9, {
        align: 'center',
        width: pdf.page.width - 2 * MARGIN,
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

function collect(pdf: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}
