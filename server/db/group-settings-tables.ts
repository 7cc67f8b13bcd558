import type { Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables of migration 0008, part of `Database` (schema.ts)
 * (camelCase here, snake_case in SQL).
 */
export type GroupSettingsTables = {
  groupToCategories: { groupId: string; categoryId: string };
  webhookUrls: WebhookTable;
};

export type WebhookTable = {
  id: string;
  groupId: string;
  enabled: number;
  name: string;
  url: string;
  webhookType: string;
  /** HH:MM:SS */
  scheduledTime: string;
  /** Migration 0015: the local day (yyyy-MM-dd) it last fired on its schedule. */
  lastFiredOn: string | null;
  /** Migration 0015: its last delivery as JSON (`LastDelivery`). */
  lastDelivery: string | null;
  createdAt: string;
  updateAt: string;
};
export type WebhookRow = Selectable<WebhookTable>;
export type NewWebhookRow = Insertable<WebhookTable>;
export type WebhookUpdate = Updateable<WebhookTable>;
