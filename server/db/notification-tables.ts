import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables of migration 0015, part of `Database` (schema.ts)
 * (camelCase here, snake_case in SQL).
 */
export type NotificationTables = {
  groupEventsNotifiers: EventNotifierTable;
  groupRecipeActions: RecipeActionTable;
};

export type EventNotifierTable = {
  id: string;
  groupId: string;
  name: string;
  enabled: number;
  appriseUrl: string;
  /** The per-event switches, a JSON object of booleans. */
  options: string;
  /** The last delivery as JSON (`LastDelivery`). */
  lastDelivery: string | null;
  createdAt: string;
  updateAt: string;
};
export type EventNotifierRow = Selectable<EventNotifierTable>;
export type NewEventNotifierRow = Insertable<EventNotifierTable>;
export type EventNotifierUpdate = Updateable<EventNotifierTable>;

export type RecipeActionTable = {
  id: string;
  groupId: string;
  actionType: string;
  title: string;
  url: string;
  createdAt: string;
  updateAt: string;
};
export type RecipeActionRow = Selectable<RecipeActionTable>;
export type NewRecipeActionRow = Insertable<RecipeActionTable>;
export type RecipeActionUpdate = Updateable<RecipeActionTable>;
