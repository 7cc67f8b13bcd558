import type { FoodOut, UnitOut } from '../../server/contract/organizers';
import type {
  ShoppingListItemsCollectionOut,
  ShoppingListOut,
} from '../../server/contract/shopping';

import type { ApiClient } from './http-client';
import { unique } from './test-server';

export const listsPath = '/api/groups/shopping/lists';
export const itemsPath = '/api/groups/shopping/items';

export async function createList(
  client: ApiClient,
  name = unique('List '),
): Promise<ShoppingListOut> {
  const created = await client.post<ShoppingListOut>(listsPath, { name });
  if (created.status !== 201) throw new Error(`list create failed: ${created.status}`);
  return created.body;
}

export async function readList(client: ApiClient, id: string): Promise<ShoppingListOut> {
  return (await client.get<ShoppingListOut>(`${listsPath}/${id}`)).body;
}

export async function addItem(
  client: ApiClient,
  body: Record<string, unknown>,
): Promise<ShoppingListItemsCollectionOut> {
  const created = await client.post<ShoppingListItemsCollectionOut>(itemsPath, body);
  if (created.status !== 201) {
    throw new Error(`item create failed: ${created.status} ${JSON.stringify(created.body)}`);
  }
  return created.body;
}

export async function createFood(client: ApiClient, name = unique('food ')): Promise<FoodOut> {
  return (await client.post<FoodOut>('/api/foods', { name })).body;
}

export async function createUnit(
  client: ApiClient,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<UnitOut> {
  return (await client.post<UnitOut>('/api/units', { name: unique(name), ...extra })).body;
}

/** The list's lines as `display` texts, sorted, for compact assertions. */
export function displays(list: ShoppingListOut): string[] {
  return list.listItems.map((i) => i.display).sort();
}
