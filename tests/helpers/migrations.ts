import AdmZip from 'adm-zip';
import sharp from 'sharp';
import { expect } from 'vitest';

import type { MigrationStarted } from '../../server/contract/migrations';
import type { Recipe } from '../../server/contract/recipes';
import type { ReportOut } from '../../server/contract/reports';
import type { RecipeTimelineEventOut } from '../../server/contract/timeline';

import { contractErrors } from './contract';
import type { ApiClient, ApiResponse } from './http-client';
import { fileForm } from './images';

/** A zip made on the spot; text entries are written as UTF-8. */
export function zipOf(entries: Record<string, Buffer | string>): Buffer {
  const zip = new AdmZip();
  for (const [name, content] of Object.entries(entries)) {
    zip.addFile(name, typeof content === 'string' ? Buffer.from(content, 'utf8') : content);
  }
  return zip.toBuffer();
}

/** A small photo in a given colour, so each recipe's picture can be told apart. */
export function photo(colour: string, format: 'jpeg' | 'png' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** `POST /api/groups/migrations` as Mealie's page sends it. */
export function postMigration(
  client: ApiClient,
  type: string,
  archive: Buffer,
  fileName: string,
  addTag = false,
): Promise<ApiResponse<MigrationStarted>> {
  return client.request<MigrationStarted>('POST', '/api/groups/migrations', {
    body: fileForm('archive', archive, fileName, {
      migration_type: type,
      add_migration_tag: String(addTag),
    }),
  });
}

/** Waits for a migration's report to leave `in-progress` and returns it. */
export async function finishedReport(client: ApiClient, id: string): Promise<ReportOut> {
  for (let i = 0; i < 300; i += 1) {
    const report = (await client.get<ReportOut>(`/api/groups/reports/${id}`)).body;
    if (report.status !== 'in-progress') return report;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`migration ${id} did not finish`);
}

/**
 * Runs a migration to its end: the answer is a schema-valid `ReportSummary` of an
 * `in-progress` migration report, and the finished report is schema-valid too.
 */
export async function migrate(
  client: ApiClient,
  type: string,
  archive: Buffer,
  fileName: string,
  addTag = false,
): Promise<ReportOut> {
  const started = await postMigration(client, type, archive, fileName, addTag);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  expect(contractErrors('MigrationStarted', started.body)).toEqual([]);
  expect(started.body).toMatchObject({ category: 'migration', status: 'in-progress' });
  const report = await finishedReport(client, started.body.id);
  expect(contractErrors('ReportOut', report)).toEqual([]);
  return report;
}

/** Entries by outcome: the names imported, and the failures with their reasons. */
export function outcomes(report: ReportOut) {
  return {
    imported: report.entries
      .filter((entry) => entry.success)
      .map((entry) => entry.message.replace(/^Imported (.*) successfully$/, '$1'))
      .sort(),
    failed: report.entries
      .filter((entry) => !entry.success)
      .map((entry) => ({ message: entry.message, exception: entry.exception })),
    problems: report.entries.filter((entry) => entry.success && entry.exception),
  };
}

export async function recipe(client: ApiClient, slug: string): Promise<Recipe> {
  const found = await client.get<Recipe>(`/api/recipes/${slug}`);
  expect(found.status, `recipe ${slug}`).toBe(200);
  return found.body;
}

/** The recipe's timeline, as its page lists it. */
export async function timeline(client: ApiClient, recipeId: string) {
  const filter = encodeURIComponent(`recipe_id="${recipeId}"`);
  const page = await client.get<{ items: RecipeTimelineEventOut[] }>(
    `/api/recipes/timeline/events?queryFilter=${filter}`,
  );
  return page.body.items;
}

/** The stored picture's average colour, to tell which source picture became the recipe's. */
export async function pictureColour(client: ApiClient, recipe: Recipe): Promise<string> {
  const res = await fetch(
    new URL(`/api/media/recipes/${recipe.id}/images/original.webp`, client.baseUrl),
  );
  expect(res.status, `picture of ${recipe.slug}`).toBe(200);
  const { channels } = await sharp(Buffer.from(await res.arrayBuffer())).stats();
  return `#${channels
    .slice(0, 3)
    .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** Asserts a recipe carries the migration's traces: the timeline event and (if asked) the tag. */
export async function expectMigrated(
  client: ApiClient,
  found: Recipe,
  app: string,
  tag?: string,
): Promise<void> {
  const events = await timeline(client, found.id);
  expect(events.map((e) => [e.subject, e.eventMessage])).toContainEqual([
    'Recipe Created',
    `Imported from ${app}`,
  ]);
  const tags = found.tags.map((t) => t.name);
  if (tag) expect(tags).toContain(tag);
}

/** Near enough: WebP re-encoding moves colours a little. */
export function expectColour(actual: string, expected: string): void {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [a, e] = [rgb(actual), rgb(expected)];
  a.forEach((value, i) =>
    expect(Math.abs(value - (e[i] ?? 0)), `${actual} vs ${expected}`).toBeLessThan(24),
  );
}
