// A small RFC 4180 writer for the admin exports (decision 0403): the header line is written as is,
// every value is quoted with embedded quotes doubled, and a value a spreadsheet would run as a
// formula is neutralised first.

export const CSV_LINE_END = '\r\n';

// Characters that make Excel, LibreOffice or Google Sheets treat a cell as a formula (OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a value a spreadsheet would evaluate with a single quote, so it shows as text. */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One quoted cell; null and undefined become an empty quoted cell. */
export function csvCell(value: string | null | undefined): string {
  const text = neutraliseFormula(value ?? '');
  return `"${text.replaceAll('"', '""')}"`;
}

/** One data line, line end included. */
export function csvRow(values: ReadonlyArray<string | null | undefined>): string {
  return values.map(csvCell).join(',') + CSV_LINE_END;
}

/** The header line: the column names unquoted, line end included. */
export function csvHeader(columns: readonly string[]): string {
  return columns.join(',') + CSV_LINE_END;
}
