import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRow, neutraliseFormula } from './csv.js';

describe('csvCell', () => {
  it('quotes every value and doubles embedded quotes', () => {
    expect(csvCell('Ada')).toBe('"Ada"');
    expect(csvCell('She said "hi"')).toBe('"She said ""hi"""');
    expect(csvCell('a,b')).toBe('"a,b"');
  });

  it('keeps line breaks inside the quotes', () => {
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
  });

  it('writes null and undefined as an empty quoted cell', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });
});

describe('neutraliseFormula', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2+3', '@cmd', '\t=1', '\r=1'])('prefixes %j with a single quote', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(['Ada', '1+1', 'mail@example.com', '', " 'quoted"])('leaves %j alone', (value) => {
    expect(neutraliseFormula(value)).toBe(value);
  });

  it('applies inside a cell before quoting', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
  });
});

describe('csvRow and csvHeader', () => {
  it('joins cells with commas and ends the line with CRLF', () => {
    expect(csvRow(['a', null, 'c'])).toBe('"a","","c"\r\n');
  });

  it('writes the header unquoted', () => {
    expect(csvHeader(['Name', 'Email', 'Created At'])).toBe('Name,Email,Created At\r\n');
  });
});
