/**
 * A household's writes through the HTTP API, one request at a time as people make them: a new
 * recipe, an edit of it, a meal plan entry, a shopping list line added and then ticked off.
 * Every write is its own request, so its own transaction and commit.
 */

export const writeKinds = [
  'create recipe',
  'edit recipe',
  'plan a meal',
  'add shopping item',
  'check shopping item',
] as const;
export type WriteKind = (typeof writeKinds)[number];

export interface TimedWrite {
  kind: WriteKind;
  ms: number;
}

type Call = <T>(method: string, url: string, body: unknown) => Promise<T>;

/** Signs in and returns a JSON caller that throws on any answer other than 2xx. */
export async function signIn(
  baseUrl: string,
  admin: { email: string; password: string },
): Promise<Call> {
  const login = await fetch(new URL('/api/auth/token', baseUrl), {
    method: 'POST',
    body: new URLSearchParams({ username: admin.email, password: admin.password }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  const { access_token: token } = (await login.json()) as { access_token: string };
  return async <T>(method: string, url: string, body: unknown): Promise<T> => {
    const response = await fetch(new URL(url, baseUrl), {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
}

/**
 * Runs `count` writes, cycling through `writeKinds`, and returns each one's time from sending
 * the request to holding the answer. `prefix` keeps names unique across calls on one server.
 */
export async function runWrites(call: Call, count: number, prefix: string): Promise<TimedWrite[]> {
  const list = await call<{ id: string }>('POST', '/api/groups/shopping/lists', {
    name: `${prefix} shopping`,
  });
  let slug = '';
  let itemId = '';
  const write: Record<WriteKind, (i: number) => Promise<unknown>> = {
    'create recipe': async (i) => {
      slug = await call<string>('POST', '/api/recipes', { name: `${prefix} dish ${i}` });
    },
    'edit recipe': (i) =>
      call('PATCH', `/api/recipes/${slug}`, { description: `Tried again, take ${i}.` }),
    'plan a meal': (i) =>
      call('POST', '/api/groups/mealplans', {
        date: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
        entryType: 'dinner',
        title: `${prefix} supper ${i}`,
      }),
    'add shopping item': async (i) => {
      const made = await call<{ createdItems: { id: string }[] }>(
        'POST',
        '/api/groups/shopping/items',
        { shoppingListId: list.id, note: `${prefix} item ${i}` },
      );
      itemId = made.createdItems[0]?.id ?? '';
    },
    'check shopping item': () =>
      call('PUT', `/api/groups/shopping/items/${itemId}`, { checked: true }),
  };
  const timed: TimedWrite[] = [];
  for (let i = 0; i < count; i++) {
    const kind = writeKinds[i % writeKinds.length] ?? 'create recipe';
    const started = performance.now();
    await write[kind](i);
    timed.push({ kind, ms: performance.now() - started });
  }
  return timed;
}
