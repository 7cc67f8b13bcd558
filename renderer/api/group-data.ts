import useSWR, { mutate } from 'swr';

import type { Paginated, SuccessResponse } from '../../server/contract/common';
import type {
  FoodIn,
  FoodOut,
  LabelIn,
  LabelOut,
  ReferenceUsage,
  UnitIn,
  UnitOut,
} from '../../server/contract/organizers';
import { paths } from '../../server/contract/paths';

import { api, fetchJson } from './client';
import { everyByName } from './query';

/** The three kinds of the group's data pages; foods and units can also be merged. */
export type DataKind = 'foods' | 'units' | 'labels';
export type MergeKind = 'foods' | 'units';

interface DataTypes {
  foods: { out: FoodOut; in: FoodIn };
  units: { out: UnitOut; in: UnitIn };
  labels: { out: LabelOut; in: LabelIn };
}

const listPath = { foods: paths.foods, units: paths.units, labels: paths.labels } as const;
const onePath = { foods: paths.food, units: paths.unit, labels: paths.label } as const;
const usagePath = { foods: paths.foodUsage, units: paths.unitUsage } as const;

/**
 * Every food, unit or label of the group by name. Shares its key with the pickers' reads, so a
 * change here refreshes them too.
 */
export function useDataList<Kind extends DataKind>(kind: Kind) {
  const {
    data,
    error,
    isLoading,
    mutate: retry,
  } = useSWR<Paginated<DataTypes[Kind]['out']>, Error>(everyByName(listPath[kind]), fetchJson);
  return { items: data?.items ?? [], error, isLoading, retry: () => void retry() };
}

/** Every label of the group by name (the pickers on foods and list items). */
export function useLabels() {
  return useDataList('labels').items;
}

async function revalidate(kind: DataKind) {
  // A label's name and colour show on foods and list items, so a label change refreshes foods.
  await Promise.all([
    mutate(everyByName(listPath[kind])),
    kind === 'labels' ? mutate(everyByName(paths.foods)) : null,
  ]);
}

export async function createDataItem<Kind extends DataKind>(
  kind: Kind,
  body: Partial<DataTypes[Kind]['in']>,
) {
  const result = await api.post<DataTypes[Kind]['out']>(listPath[kind], { json: body });
  if (!result.error) await revalidate(kind);
  return result;
}

export async function updateDataItem<Kind extends DataKind>(
  kind: Kind,
  id: string,
  body: Partial<DataTypes[Kind]['in']>,
) {
  const result = await api.put<DataTypes[Kind]['out']>(onePath[kind](id), { json: body });
  if (!result.error) await revalidate(kind);
  return result;
}

export async function deleteDataItem(kind: DataKind, id: string) {
  const result = await api.delete<unknown>(onePath[kind](id));
  if (!result.error) await revalidate(kind);
  return result;
}

/** What merging `id` away would move; `null` holds the read (nothing picked yet). */
export function useReferenceUsage(kind: MergeKind, id: string | null) {
  const { data, error, isLoading } = useSWR<ReferenceUsage, Error>(
    id ? usagePath[kind](id) : null,
    fetchJson,
    { revalidateOnFocus: false },
  );
  return { usage: data ?? null, error, isLoading };
}

/** Quiet: the dialog words the outcome (the server's message names ids). */
export async function mergeReferences(kind: MergeKind, fromId: string, toId: string) {
  const result =
    kind === 'foods'
      ? await api.put<SuccessResponse>(paths.foodsMerge, {
          json: { fromFood: fromId, toFood: toId },
          quiet: true,
        })
      : await api.put<SuccessResponse>(paths.unitsMerge, {
          json: { fromUnit: fromId, toUnit: toId },
          quiet: true,
        });
  if (!result.error) {
    await Promise.all([revalidate(kind), mutate(usagePath[kind](toId))]);
  }
  return result;
}

/** Adds a locale's starter foods, units or labels the group does not have yet. Quiet, as a merge. */
export async function seedData(kind: DataKind, locale: string) {
  const result = await api.post<SuccessResponse>(paths.seeder(kind), {
    json: { locale },
    quiet: true,
  });
  if (!result.error) await revalidate(kind);
  return result;
}
