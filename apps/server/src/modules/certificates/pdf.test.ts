import { randomUUID } from 'node:crypto';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { certificateDate, certificateFileName, certificatePdf } from './pdf.js';

async function textOf(doc: NodeJS.ReadableStream): Promise<{ text: string; bytes: Buffer; pages: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return { text, bytes, pages: pdf.numPages };
}

describe('the certificate PDF', () => {
  it('writes the name, course, instructor, date and verification link, in letters beyond Latin-1', async () => {
    const id = randomUUID();
    const certificate = {
      id,
      learnerName: 'Łukasz Żółć-Αθηνά',
      courseTitle: 'Storytelling & Narrative: Ёлка',
      instructorName: 'Rosa Instructor',
      issuedAt: '2026-03-05T23:30:00.000Z',
    };
    const url = `https://storyloom.example/certificates/${id}`;
    const { text, bytes } = await textOf(certificatePdf(certificate, url));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    for (const part of [
      certificate.learnerName,
      certificate.courseTitle,
      certificate.instructorName,
      certificateDate(certificate.issuedAt),
      url,
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toContain('Certificate of completion');
  });

  it('keeps the longest name and title the forms allow on one page', async () => {
    const id = randomUUID();
    const certificate = {
      id,
      learnerName: `${'Wolfeschlegel '.repeat(7)}Maximilian`.slice(0, 100),
      courseTitle: 'Storytelling for the long haul and the very long title '.repeat(3).slice(0, 120),
      instructorName: 'An Instructor With A Rather Long Name Indeed, PhD',
      issuedAt: new Date().toISOString(),
    };
    const url = `https://storyloom.example/certificates/${id}`;
    const { text, pages } = await textOf(certificatePdf(certificate, url));
    expect(pages).toBe(1);
    expect(text).toContain(url);
    expect(text).toContain(`Certificate number ${id}`);
  });

  it('dates a certificate by its UTC day', () => {
    expect(certificateDate('2026-03-05T23:30:00.000Z')).toBe('March 5, 2026');
  });

  it('names the download with safe characters only', () => {
    expect(certificateFileName('Storytelling & Narrative')).toBe('certificate-storytelling-narrative.pdf');
    expect(certificateFileName('Café "quotes"\r\nSet-Cookie: x')).toBe('certificate-cafe-quotes-set-cookie-x.pdf');
    expect(certificateFileName('日本語')).toBe('certificate-course.pdf');
    expect(certificateFileName('a'.repeat(200))).toMatch(/^certificate-a{60}\.pdf$/);
  });
});
