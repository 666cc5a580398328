import yazl from 'yazl';
import { cluster, mp4Lasting, simpleBlock, webmWith } from './video.js';

// Files for the studio's upload tests (issue 17): small, built in memory, each real enough for
// the content checks it must pass.

/** A tiny MP4 that says it lasts `seconds`. */
export const lessonMp4 = (seconds = 95.5) => mp4Lasting(seconds);

/** A tiny WebM with Info › Duration in milliseconds (the default TimecodeScale). */
export const lessonWebm = (seconds = 42.25) =>
  webmWith({ duration: seconds * 1000, clusters: [cluster(0, simpleBlock(0), simpleBlock(40))] });

/** A minimal one-page PDF (what file-type reads is the `%PDF-` header). */
export function pdfBytes(text = 'Storyloom handout'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** A zip with the given entries, in that order. */
export function zipBytes(entries: Array<[name: string, content: string]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of entries) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** The parts that make a zip a Word document. */
export function docxBytes(): Promise<Buffer> {
  return zipBytes([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    ['_rels/.rels', '<?xml version="1.0"?><Relationships/>'],
    ['word/document.xml', '<?xml version="1.0"?><w:document/>'],
  ]);
}
