import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { Paginated, SuccessResponse } from '../../../server/contract/common';
import type { FoodOut, LabelOut, UnitOut } from '../../../server/contract/organizers';
import { findAppRoot } from '../../../server/files/app-root';
import { contractErrors } from '../../helpers/contract';
import type { ApiClient } from '../../helpers/http-client';
import { useTwoGroups } from '../../helpers/two-groups';

const w = useTwoGroups();
const seedRoot = path.join(findAppRoot(), 'resources', 'seed');
const listPaths = { foods: '/api/foods', units: '/api/units', labels: '/api/groups/labels' };
type Kind = keyof typeof listPaths;

async function names(client: ApiClient, kind: Kind): Promise<string[]> {
  const res = await client.get<Paginated<FoodOut | UnitOut | LabelOut>>(
    `${listPaths[kind]}?perPage=-1`,
  );
  expect(res.status).toBe(200);
  return res.body.items.map((item) => item.name);
}

async function seed(client: ApiClient, kind: Kind, locale: string) {
  const res = await client.post<SuccessResponse>(`/api/groups/seeders/${kind}`, { locale });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(contractErrors('SuccessResponse', res.body)).toEqual([]);
  return res.body;
}

const readSeed = (kind: Kind, locale: string): unknown[] =>
  JSON.parse(readFileSync(path.join(seedRoot, kind, `${locale}.json`), 'utf8')) as unknown[];

describe('seed files', () => {
  it('hold enough foods, units and labels for each of 12 locales, about as many in each', () => {
    const locales = readdirSync(path.join(seedRoot, 'foods')).map((f) => f.replace('.json', ''));
    expect(locales.sort()).toEqual(
      [
        ...['da-DK', 'de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR'],
        ...['it-IT', 'nl-NL', 'pl-PL', 'pt-BR', 'ru-RU', 'sv-SE'],
      ].sort(),
    );
    for (const locale of locales) {
      expect(readSeed('foods', locale).length).toBeGreaterThanOrEqual(100);
      expect(readSeed('labels', locale).length).toBeGreaterThanOrEqual(15);
      const units = readSeed('units', locale) as { pluralName: string; abbreviation: string }[];
      expect(units.length).toBeGreaterThanOrEqual(20);
      for (const unit of units) expect(unit.pluralName).toBeTruthy();
      // Measures have abbreviations; counted units (a pinch, a clove, a tin) need none.
      expect(units.filter((unit) => unit.abbreviation).length).toBeGreaterThanOrEqual(9);
      // Each locale's own kitchen: the same staples, a few swapped or added.
      for (const kind of ['foods', 'units', 'labels'] as const) {
        const reference = readSeed(kind, 'en-US').length;
        expect(readSeed(kind, locale).length).toBeGreaterThanOrEqual(reference);
        expect(readSeed(kind, locale).length).toBeLessThanOrEqual(Math.ceil(reference * 1.1));
      }
    }
  });
});

describe('seeders', () => {
  it('seeds foods once: a second run and existing names (any case) add nothing', async () => {
    await w.member.post('/api/foods', { name: 'MEHL-EXTRA' });
    await w.member.post('/api/foods', { name: 'ZUCKER' });
    const first = await seed(w.member, 'foods', 'de-DE');
    const seeded = await names(w.member, 'foods');
    const expected = readSeed('foods', 'de-DE') as string[];
    expect(seeded.length).toBe(expected.length + 1);
    expect(seeded.filter((name) => name.toLowerCase() === 'zucker')).toEqual(['ZUCKER']);
    expect(seeded).toContain('Kartoffel');

    const second = await seed(w.member, 'foods', 'de-DE');
    expect(second.message).not.toBe(first.message);
    expect((await names(w.member, 'foods')).length).toBe(seeded.length);
  });

  it('seeds units with plural names and abbreviations, and labels', async () => {
    await seed(w.member, 'units', 'fr-FR');
    const units = await w.member.get<Paginated<UnitOut>>('/api/units?perPage=-1');
    const spoon = units.body.items.find((u) => u.name === 'cuillère à soupe');
    expect(spoon).toMatchObject({ pluralName: 'cuillères à soupe', abbreviation: 'c. à s.' });
    expect(units.body.total).toBe(readSeed('units', 'fr-FR').length);
    await seed(w.member, 'units', 'fr-FR');
    expect((await names(w.member, 'units')).length).toBe(units.body.total);

    await seed(w.member, 'labels', 'it-IT');
    await seed(w.member, 'labels', 'it-IT');
    const labels = await names(w.member, 'labels');
    expect(labels.sort()).toEqual((readSeed('labels', 'it-IT') as string[]).sort());
  });

  it('falls back to the language, then to en-US, per group', async () => {
    await seed(w.outsider, 'labels', 'nl');
    expect(await names(w.outsider, 'labels')).toContain('Diepvries');
    await seed(w.outsider, 'units', 'xx-XX');
    expect(await names(w.outsider, 'units')).toContain('teaspoon');
    // the other group's seeds never reach the member's group
    expect(await names(w.member, 'labels')).not.toContain('Diepvries');
  });

  it('needs a signed-in member and a locale', async () => {
    expect((await w.visitor.post('/api/groups/seeders/foods', { locale: 'en-US' })).status).toBe(
      401,
    );
    expect((await w.member.post('/api/groups/seeders/foods', {})).status).toBe(422);
    expect((await w.member.post('/api/groups/seeders/recipes', { locale: 'en-US' })).status).toBe(
      422,
    );
    const traversal = await w.member.post('/api/groups/seeders/labels', { locale: '../../x' });
    expect(traversal.status).toBe(200);
  });
});
