import type { IconName } from '@blueprintjs/core';

/** The orderings the advanced search offers (Mealie's recipe explorer list). */
export const orderOptions = [
  'name',
  'created_at',
  'update_at',
  'last_made',
  'rating',
  'random',
] as const;
export type OrderOption = (typeof orderOptions)[number];

export function isOrderOption(value: string): value is OrderOption {
  return (orderOptions as readonly string[]).includes(value);
}

export const orderIcons: Record<OrderOption, IconName> = {
  name: 'sort-alphabetical',
  created_at: 'calendar',
  update_at: 'updated',
  last_made: 'history',
  rating: 'star',
  random: 'random',
};

/** Fields where "filter null" leaves out recipes without a value. */
export const nullableOrders: readonly OrderOption[] = ['last_made', 'rating'];
