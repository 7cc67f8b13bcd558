import type { Readable } from 'node:stream';

import type { Token } from 'stream-json/core/parser.js';

import { UnsafeArchiveError } from '../files/safe-zip';

/** A value a backup row may hold: what a SQLite column holds, as JSON writes it. */
export type Scalar = string | number | boolean | null;
export type JsonRow = Record<string, Scalar>;

type DatabaseJsonItem =
  { kind: 'revision'; revision: string } | { kind: 'row'; table: string; row: JsonRow };

/** The parser's flush signal (stream-chain's `none`, a registered symbol). */
const flush = Symbol.for('object-stream.none');

/** No single key or value in `database.json` may be longer than this (characters). */
const maxValueChars = 16 * 1024 * 1024;

const versionTable = 'alembic_version';

type Where = 'top' | 'tables' | 'rows' | 'row' | 'done';

/**
 * Reads `database.json` as a stream of rows, never holding a table in memory: one object of
 * tables, each an array of rows, each row an object of plain values (`alembic_version` yields
 * the revision instead). Anything else — nesting, a table that is not an array, a row that is
 * not an object, a value over `maxValueChars`, broken or truncated JSON — fails with an
 * `UnsafeArchiveError` saying where.
 */
export async function* readDatabaseJson(input: Readable): AsyncGenerator<DatabaseJsonItem> {
  const { jsonParser } = await import('stream-json/core/parser.js');
  const parse = jsonParser({ packValues: false, streamValues: true });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const state = new RowAssembler();
  const feed = (text: string | typeof flush): DatabaseJsonItem[] => {
    let result: unknown;
    try {
      result = parse(text as string);
    } catch (error) {
      throw new UnsafeArchiveError('errors.backups.databaseJsonIsNotValid', {
        value: error instanceof Error ? error.message : 'parse error',
      });
    }
    const tokens = (result as { values?: Token[] } | undefined)?.values ?? [];
    for (const token of tokens) state.push(token);
    return state.take();
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      yield* feed(decoder.decode(chunk, { stream: true }));
    }
    yield* feed(decoder.decode());
    yield* feed(flush);
  } catch (error) {
    if (error instanceof TypeError && /encoded data|decode/i.test(error.message)) {
      throw new UnsafeArchiveError('errors.backups.databaseJsonIsNotUtf');
    }
    throw error;
  }
  if (!state.isComplete()) throw new UnsafeArchiveError('errors.backups.databaseJsonEndsTooEarly');
}

/** Turns the parser's tokens into rows, checking the shape as it goes. */
class RowAssembler {
  private where: Where = 'top';
  private table = '';
  private rowIndex = 0;
  private key: string | null = null;
  private row: JsonRow = Object.create(null) as JsonRow;
  private text: string[] = [];
  private textLength = 0;
  private out: DatabaseJsonItem[] = [];

  isComplete(): boolean {
    return this.where === 'done';
  }

  take(): DatabaseJsonItem[] {
    const items = this.out;
    this.out = [];
    return items;
  }

  private fail(problem: string): never {
    const at =
      this.where === 'top' || this.where === 'tables'
        ? ''
        : ` (${this.table}, row ${this.rowIndex + 1})`;
    throw new UnsafeArchiveError('errors.backups.databaseJson', { problem, at });
  }

  private append(chunk: string): void {
    this.textLength += chunk.length;
    if (this.textLength > maxValueChars) this.fail('holds a value that is too long');
    this.text.push(chunk);
  }

  private takeText(): string {
    const value = this.text.join('');
    this.text = [];
    this.textLength = 0;
    return value;
  }

  push(token: Token): void {
    switch (token.name) {
      case 'stringChunk':
      case 'numberChunk':
        this.append(token.value);
        return;
      case 'startKey':
      case 'startString':
      case 'startNumber':
        return;
      case 'endKey':
        this.key = this.takeText();
        return;
      case 'endString':
        this.value(this.takeText());
        return;
      case 'endNumber': {
        const number = Number(this.takeText());
        if (!Number.isFinite(number)) this.fail('holds a number out of range');
        this.value(number);
        return;
      }
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        this.value(token.value);
        return;
      case 'startObject':
        if (this.where === 'top') this.where = 'tables';
        else if (this.where === 'rows') this.where = 'row';
        else
          this.fail(this.where === 'row' ? 'nests an object in a row' : 'is not a table of rows');
        return;
      case 'endObject':
        if (this.where === 'row') this.endRow();
        else if (this.where === 'tables') this.where = 'done';
        return;
      case 'startArray':
        if (this.where !== 'tables' || this.key === null) {
          this.fail(this.where === 'row' ? 'nests a list in a row' : 'is not an object of tables');
        }
        this.table = this.key;
        this.key = null;
        this.rowIndex = 0;
        this.where = 'rows';
        return;
      case 'endArray':
        this.where = 'tables';
        return;
      default:
        return;
    }
  }

  private value(value: Scalar): void {
    if (this.where === 'top') this.fail('is not an object of tables');
    if (this.where === 'tables')
      this.fail(`gives ${this.key ?? 'a table'} a value that is not a list`);
    if (this.where === 'rows') this.fail('holds a row that is not an object');
    if (this.key === null) this.fail('is malformed');
    this.row[this.key] = value;
    this.key = null;
  }

  private endRow(): void {
    const row = this.row;
    this.row = Object.create(null) as JsonRow;
    this.where = 'rows';
    if (this.table === versionTable) {
      const revision = row.version_num;
      if (typeof revision !== 'string') this.fail('has an alembic_version without version_num');
      this.out.push({ kind: 'revision', revision });
    } else {
      this.out.push({ kind: 'row', table: this.table, row });
    }
    this.rowIndex += 1;
  }
}
