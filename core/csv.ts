/** CSV as spreadsheets and accounting systems read it (RFC 4180). */

/** One CSV cell, quoted when it must be (RFC 4180). */
export const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** Rows as CSV text with CRLF line ends. */
export const csvOf = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;

/** Cents as a plain decimal for spreadsheets and imports ("-12.50"). */
export const decimalDollars = (cents: number) => (cents / 100).toFixed(2);
