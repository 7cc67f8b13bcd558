/** A CSV file as spreadsheets write it: a header line, fields quoted when they need it. */
export function csvText(rows: Record<string, string>[], delimiter = ','): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const quote = (value: string) =>
    /["\n\r]/.test(value) || value.includes(delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
  const lines = [
    columns.map(quote).join(delimiter),
    ...rows.map((row) => columns.map((column) => quote(row[column] ?? '')).join(delimiter)),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
