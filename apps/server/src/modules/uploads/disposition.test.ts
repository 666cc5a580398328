import { describe, expect, it } from 'vitest';
import { asciiFileName, attachmentDisposition, safeFileName } from './disposition.js';

describe('attachmentDisposition', () => {
  it('sends an ASCII name as is, quoted', () => {
    expect(attachmentDisposition('Story Outline.pdf')).toBe('attachment; filename="Story Outline.pdf"');
  });

  it('adds filename* (UTF-8, percent-encoded) with an ASCII fallback for any other name', () => {
    expect(attachmentDisposition('Café “plan”.pdf')).toBe(
      `attachment; filename="Cafe _plan_.pdf"; filename*=UTF-8''Caf%C3%A9%20%E2%80%9Cplan%E2%80%9D.pdf`,
    );
    expect(attachmentDisposition('日本.docx')).toBe(
      `attachment; filename="__.docx"; filename*=UTF-8''%E6%97%A5%E6%9C%AC.docx`,
    );
  });

  it('never lets a quote, a backslash or a line break out of the header value', () => {
    const header = attachmentDisposition('a"; filename="evil.html\r\nX-Injected: 1\\.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.split('filename="')[1]?.split('"')[0]).toBe('a_; filename=_evil.html__X-Injected: 1_.pdf');
    expect(decodeURIComponent(header.split("UTF-8''")[1] ?? '')).toContain('evil.html');
    expect(asciiFileName('')).toBe('download');
  });
});

describe('safeFileName', () => {
  it('keeps the base name, drops folders and control characters, and ends in the type', () => {
    expect(safeFileName('C:\\Users\\me\\Plan.PDF', 'x', 'pdf')).toBe('Plan.pdf');
    expect(safeFileName('../../etc/passwd', 'x', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('notes\u0000\u0007 v2.docx', 'x', 'docx')).toBe('notes v2.docx');
    expect(safeFileName('..hidden', 'x', 'zip')).toBe('hidden.zip');
  });

  it('falls back to the title and caps the length', () => {
    expect(safeFileName('', 'Story kit', 'zip')).toBe('Story kit.zip');
    const long = safeFileName(`${'é'.repeat(300)}.pdf`, 'x', 'pdf', 120);
    expect(Array.from(long)).toHaveLength(120);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
