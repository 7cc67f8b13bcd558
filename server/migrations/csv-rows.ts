import { parse } from 'csv-parse/sync';

import { extensionOf } from './export-paths';
import { WrongExportError, type ExportFiles } from './types';

/** A recipe list as CSV: generous, but never a file that fills the memory. */
const maxCsvBytes = 64 * 1024 * 1024;

/** The CSV files of an export: a bare `.csv` upload, or the `.csv` files in a zip. */
export const csvFilesOf = (files: ExportFiles) =>
  files.names.filter((name) => extensionOf(name) === 'csv');

/** Spreadsheets set to some European locales write `;` between fields; tabs happen too. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

export type CsvRow = Record<string, string>;

/** The rows of a CSV file with a header line, keyed by the header's names. */
export async function readCsvRows(files: ExportFiles, name: string): Promise<CsvRow[]> {
  const text = (await files.read(name, maxCsvBytes)).toString('utf8').replace(/^\uFEFF/, '');
  try {
    return parse(text, {
      columns: (header: string[]) => header.map((column) => column.trim()),
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new WrongExportError('errors.migrations.isNotACsvFile', { name, reason });
  }
}

/** A column's value by any of its names, ignoring case and spacing; '' when absent. */
export function column(row: CsvRow, ...names: string[]): string {
  const wanted = new Set(names.map((n) => n.toLowerCase().replace(/[\s_]+/g, '')));
  for (const [key, value] of Object.entries(row)) {
    if (wanted.has(key.toLowerCase().replace(/[\s_]+/g, ''))) return value.trim();
  }
  return '';
}

/** Whether the header has a column by any of these names (ignoring case and spacing). */
export function headerHas(rows: CsvRow[], ...names: string[]): boolean {
  const [first] = rows;
  if (!first) return false;
  const wanted = new Set(names.map((n) => n.toLowerCase().replace(/[\s_]+/g, '')));
  return Object.keys(first).some((key) => wanted.has(key.toLowerCase().replace(/[\s_]+/g, '')));
}
