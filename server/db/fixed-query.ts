import { CompiledQuery, type Compilable } from 'kysely';

import type { Db } from './database';

type Slot = { argument: number } | { constant: unknown };

interface Template {
  sql: string;
  slots: Slot[];
  count: number;
}

/** Stands in for argument `index` while the query is compiled; never sent to SQLite. */
const placeholder = (index: number) => `\u0000fixed-query argument ${index}\u0000`;

/**
 * A query whose SQL is the same on every call, only its values change: the user look-up behind
 * every signed-in request, a recipe's parts. Kysely builds, transforms (CamelCasePlugin) and
 * compiles a query on every call, which costs several times what SQLite spends on a look-up by
 * key; this builds it once, on the first call, and afterwards only binds the arguments.
 *
 * `build` must use each argument as a single bound value (a `where` operand, a `values` field),
 * never as a list, an identifier or to choose the query's shape: the first call checks that every
 * argument came out as a parameter. The compiled text is kept for the app's one dialect and
 * plugin set (`openDatabase`); results go through the plugins as usual (camelCase rows).
 */
export function fixedQuery<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R[]> {
  let template: Template | undefined;
  return async (db, ...args) => {
    template ??= compileTemplate(args.length, (placeholders) =>
      build(db, ...(placeholders as A)).compile(),
    );
    if (args.length !== template.count) {
      throw new Error(
        `fixedQuery: called with ${args.length} arguments, compiled with ${template.count}`,
      );
    }
    const parameters = template.slots.map((slot) =>
      'argument' in slot ? args[slot.argument] : slot.constant,
    );
    const result = await db.executeQuery<R>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}

/** `fixedQuery` for a query answering at most one row. */
export function fixedQueryFirst<A extends unknown[], R>(
  build: (db: Db, ...args: A) => Compilable<R>,
): (db: Db, ...args: A) => Promise<R | undefined> {
  const query = fixedQuery(build);
  return async (db, ...args) => (await query(db, ...args))[0];
}

function compileTemplate(
  count: number,
  compile: (placeholders: string[]) => CompiledQuery,
): Template {
  const placeholders = Array.from({ length: count }, (_, index) => placeholder(index));
  const compiled = compile(placeholders);
  const slots = compiled.parameters.map((value): Slot => {
    const argument = typeof value === 'string' ? placeholders.indexOf(value) : -1;
    return argument >= 0 ? { argument } : { constant: value };
  });
  if (compiled.sql.includes('\u0000')) {
    throw new Error('fixedQuery: an argument is part of the SQL text, not a bound value');
  }
  for (let index = 0; index < count; index += 1) {
    if (!slots.some((slot) => 'argument' in slot && slot.argument === index)) {
      throw new Error(`fixedQuery: argument ${index} is not a bound value of the query`);
    }
  }
  return { sql: compiled.sql, slots, count };
}
