import type { FoodOut, LabelOut, UnitOut } from '../../contract/organizers';
import type { FoodRow, LabelRow, UnitRow } from '../../db/schema';

export function parseJsonObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  const value = JSON.parse(text) as unknown;
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function toLabelOut(row: LabelRow): LabelOut {
  return { id: row.id, groupId: row.groupId, name: row.name, color: row.color };
}

export function toFoodOut(row: FoodRow, aliases: string[], label: LabelRow | null): FoodOut {
  return {
    id: row.id,
    name: row.name,
    pluralName: row.pluralName,
    description: row.description,
    extras: parseJsonObject(row.extras),
    onHand: row.onHand === 1,
    labelId: row.labelId,
    aliases: aliases.map((name) => ({ name })),
    label: label ? toLabelOut(label) : null,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
  };
}

export function toUnitOut(row: UnitRow, aliases: string[]): UnitOut {
  return {
    id: row.id,
    name: row.name,
    pluralName: row.pluralName,
    description: row.description,
    extras: parseJsonObject(row.extras),
    onHand: row.onHand === 1,
    fraction: row.fraction === 1,
    abbreviation: row.abbreviation,
    pluralAbbreviation: row.pluralAbbreviation,
    useAbbreviation: row.useAbbreviation === 1,
    aliases: aliases.map((name) => ({ name })),
    createdAt: row.createdAt,
    updateAt: row.updateAt,
  };
}
