import type BetterSqlite3 from 'better-sqlite3';

import { LruMap } from '../domain/lru-map';

import type { Db } from './database';

/**
 * A value that changes whenever the database may have changed: SQLite's count of rows this
 * connection wrote (`total_changes()`, raised by uncommitted and rolled-back writes too) and the
 * counter of commits by other connections (`data_version`: backups, a second process). Null while
 * a transaction is open on the connection, when what a read sees may still be rolled back.
 */
type GenerationReader = () => string | null;

const generationReaders = new WeakMap<Db, GenerationReader>();

/** Called by `openDatabase` for each connection it opens. */
export function trackGeneration(db: Db, sqlite: BetterSqlite3.Database): void {
  // Two plain statements: the pragma as a table (`FROM pragma_data_version`) costs three times both.
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const version = sqlite.prepare('PRAGMA data_version').pluck();
  generationReaders.set(db, () => {
    if (sqlite.inTransaction) return null;
    return `${changes.get() as number}:${version.get() as number}`;
  });
}

function generationOf(db: Db): string | null {
  return generationReaders.get(db)?.() ?? null;
}

interface Entry<V> {
  generation: string;
  value: V;
}

/**
 * Answers a read again, without running it, while nothing was written since it ran: the hot reads
 * of every request (the caller's user and session, a recipe's dozen small queries) cost several
 * times the request's other work. A value is kept only when the generation was the same before
 * and after loading it, so nothing another request wrote (or rolled back) meanwhile is kept.
 * Values are shared between callers: never mutate one.
 */
export class ReadCache<V> {
  readonly #entries = new WeakMap<Db, LruMap<string, Entry<V>>>();

  constructor(readonly capacity: number) {}

  async read(db: Db, key: string, load: () => Promise<V>): Promise<V> {
    const generation = generationOf(db);
    if (generation === null) return load();
    const entries = this.#entriesOf(db);
    const kept = entries.get(key);
    if (kept?.generation === generation) return kept.value;
    const value = await load();
    if (generationOf(db) === generation) entries.set(key, { generation, value });
    return value;
  }

  #entriesOf(db: Db): LruMap<string, Entry<V>> {
    let entries = this.#entries.get(db);
    if (!entries) {
      entries = new LruMap(this.capacity);
      this.#entries.set(db, entries);
    }
    return entries;
  }
}
