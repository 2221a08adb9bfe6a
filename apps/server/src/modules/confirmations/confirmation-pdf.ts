import type { Confirmation } from '@curbside/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

/** A4 in PDF points, and the margin around the card. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const WIDTH = PAGE[0] - 2 * MARGIN;
const LOGO_HEIGHT = 48;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.33, 0.33, 0.33);
const LINK = rgb(0.11, 0.42, 0.84);

/**
 * Whether every letter of the confirmation can be written with the PDF's standard fonts (Latin letters, the
 * Windows-1252 set). pdf-lib neither shapes Arabic nor orders right-to-left text (ADR 0123), so a confirmation
 * holding other letters is printed from the browser, which does both.
 */
export function writableInPdf(
  confirmation: Confirmation,
  font: { encodeText(text: string): unknown },
): boolean {
  const texts = [
    confirmation.heading,
    confirmation.headerLines,
    confirmation.title,
    confirmation.intro,
    confirmation.footer,
    confirmation.link ?? '',
    ...confirmation.lines.flatMap(({ label, value }) => [label, value]),
  ];
  try {
    for (const text of texts) for (const line of text.split('\n')) font.encodeText(line);
    return true;
  } catch {
    return false;
  }
}

/** A word wider than `width` in pieces that each fit (a 200-letter e-mail would otherwise run off the page). */
function pieces(word: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const letter of word) {
    if (piece && font.widthOfTextAtSize(piece + letter, size) > width) {
      out.push(piece);
      piece = letter;
    } else piece += letter;
  }
  return piece ? [...out, piece] : out;
}

/** Breaks a paragraph into lines no wider than `width` at `size`, at spaces, and a longer word across lines. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    const words = paragraph.split(/\s+/).filter(Boolean);
    for (const word of words.flatMap((item) => pieces(item, font, size, width))) {
      const tried = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(tried, size) > width) {
        lines.push(line);
        line = word;
      } else line = tried;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes from the top of the page down. */
class Writer {
  private y = PAGE[1] - MARGIN;
  constructor(private readonly page: PDFPage) {}

  text(text: string, font: PDFFont, size: number, color = INK, x = MARGIN, width = WIDTH) {
    for (const line of wrap(text, font, size, width)) {
      this.y -= size * 1.35;
      this.page.drawText(line, { x, y: this.y, size, font, color });
    }
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    this.gap(8);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: rgb(0.8, 0.8, 0.8),
    });
    this.gap(8);
  }

  /** The logo at the top, scaled to the header's height. */
  async logo(document: PDFDocument, png: Uint8Array) {
    const image = await document.embedPng(png);
    const scaled = image.scaleToFit(WIDTH, LOGO_HEIGHT);
    this.y -= scaled.height;
    this.page.drawImage(image, { x: MARGIN, y: this.y, width: scaled.width, height: scaled.height });
    this.gap(8);
  }

  /** A fact of the card: its label in a column of its own, its value beside it. */
  fact(label: string, value: string, regular: PDFFont, bold: PDFFont) {
    const labelWidth = WIDTH * 0.35;
    const top = this.y;
    this.text(label, regular, 11, MUTED, MARGIN, labelWidth - 8);
    const labelBottom = this.y;
    this.y = top;
    this.text(value, bold, 11, INK, MARGIN + labelWidth, WIDTH - labelWidth);
    this.y = Math.min(this.y, labelBottom) - 2;
  }
}

/**
 * A confirmation as a one-page A4 PDF, laid out as the e-mail and the print view are: the header (logo,
 * heading, lines), the title, the words, the facts, the guest's link and the footer; null when it holds letters
 * the PDF's fonts cannot write (`writableInPdf`). `logoPng` is the header's or the company's logo as PNG.
 */
export async function confirmationPdf(
  confirmation: Confirmation,
  logoPng: Uint8Array | null,
): Promise<Uint8Array | null> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  // Both fonts write the same letters (WinAnsi), so one check stands for both.
  if (!writableInPdf(confirmation, regular)) return null;
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  document.setTitle(confirmation.title);
  document.setAuthor(confirmation.companyName);
  document.setLanguage(confirmation.language);
  document.setCreator('Curbside');
  document.setProducer('Curbside');
  const write = new Writer(document.addPage(PAGE));

  if (logoPng) await write.logo(document, logoPng);
  write.text(confirmation.heading, bold, 16);
  if (confirmation.headerLines) write.text(confirmation.headerLines, regular, 10, MUTED);
  write.rule();
  write.text(confirmation.title, bold, 20);
  write.gap(6);
  if (confirmation.intro) {
    write.text(confirmation.intro, regular, 12);
    write.gap(8);
  }
  for (const { label, value } of confirmation.lines) write.fact(label, value, regular, bold);
  if (confirmation.link) {
    write.gap(8);
    write.text(confirmation.link, regular, 10, LINK);
  }
  if (confirmation.footer) {
    write.gap(12);
    write.text(confirmation.footer, regular, 9, MUTED);
  }
  return document.save();
}
