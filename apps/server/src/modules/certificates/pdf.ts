import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { MyCertificate } from '@storyloom/domain';
import PDFDocument from 'pdfkit';
import { slugFromTitle } from '../studio/slug.js';

/**
 * DejaVu Serif ships in the repo (apps/server/assets/fonts, its licence beside it): the PDF base
 * fonts only write Western European letters, and a learner's name may be Polish, Greek or Cyrillic.
 * pdfkit embeds only the letters a certificate uses.
 */
const FONTS_DIR = fileURLToPath(new URL('../../../assets/fonts/', import.meta.url));
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(`${FONTS_DIR}DejaVuSerif.ttf`),
    bold: fs.readFileSync(`${FONTS_DIR}DejaVuSerif-Bold.ttf`),
  };
  return fonts;
}

const APP_NAME = 'Storyloom';
const INK = '#1f1a2e';
const MUTED = '#5b5570';
const ACCENT = '#6d28d9';

/** "November 24, 2026": the day it was issued, in UTC (the same day wherever it is read). */
export function certificateDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** A download name with nothing a header or a file system could trip on: certificate-<course>.pdf. */
export function certificateFileName(courseTitle: string): string {
  return `certificate-${slugFromTitle(courseTitle)}.pdf`;
}

/**
 * The certificate as a one-page landscape PDF: a readable stream the caller sends as it is made.
 * The learner's full name is on it: only its learner downloads it (docs/decisions/1710).
 */
export function certificatePdf(certificate: MyCertificate, verifyUrl: string): PDFKit.PDFDocument {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of completion: ${certificate.courseTitle}`,
      Author: APP_NAME,
      Subject: `${certificate.learnerName} completed ${certificate.courseTitle}`,
    },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const { width, height } = doc.page;
  const inner = { x: 60, width: width - 120 };
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke(ACCENT);
  doc
    .rect(34, 34, width - 68, height - 68)
    .lineWidth(0.75)
    .stroke(ACCENT);

  const line = (text: string, font: 'regular' | 'bold', size: number, color: string, gap = 0, maxLines = 1) => {
    doc.font(font).fontSize(size);
    // A long name or title gets smaller rather than pushing the rest off the page.
    let fitted = size;
    while (
      fitted > 12 &&
      doc.heightOfString(text, { width: inner.width }) > doc.currentLineHeight(true) * maxLines + 0.5
    ) {
      fitted -= 1;
      doc.fontSize(fitted);
    }
    doc.fillColor(color).text(text, inner.x, doc.y + gap, { width: inner.width, align: 'center' });
  };
  doc.y = 80;
  line(APP_NAME.toUpperCase(), 'bold', 14, ACCENT);
  line('Certificate of completion', 'bold', 34, INK, 18);
  line('This certifies that', 'regular', 14, MUTED, 26);
  line(certificate.learnerName, 'bold', 30, INK, 10, 2);
  line('has completed the course', 'regular', 14, MUTED, 14);
  line(certificate.courseTitle, 'bold', 24, INK, 10, 2);
  line(`Instructor: ${certificate.instructorName}`, 'regular', 13, INK, 30, 2);
  line(`Issued on ${certificateDate(certificate.issuedAt)}`, 'regular', 13, INK, 6);

  doc.y = height - 120;
  line('Verify this certificate at', 'regular', 10, MUTED);
  doc
    .font('regular')
    .fontSize(10)
    .fillColor(ACCENT)
    .text(verifyUrl, inner.x, doc.y + 2, { width: inner.width, align: 'center', link: verifyUrl, underline: true });
  line(`Certificate number ${certificate.id}`, 'regular', 9, MUTED, 4);
  doc.end();
  return doc;
}
