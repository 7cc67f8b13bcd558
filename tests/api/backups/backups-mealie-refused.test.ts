import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mealieRevisions } from '../../../server/backups/mealie-revisions';
import { mealieBackup } from '../../fixtures/mealie-backup/archive';
import { ids } from '../../fixtures/mealie-backup/household';
import { seedHousehold, snapshotTables, type Household } from '../../helpers/backups';
import { startTestServer, unique, type TestServer } from '../../helpers/test-server';

const order = mealieRevisions.map((revision) => revision.id);
const last = order[order.length - 1] as string;

let t: TestServer;
let h: Household;

beforeAll(async () => {
  t = await startTestServer();
  h = await seedHousehold(t);
});
afterAll(() => t.close());

/** Restoring `archive` answers 400 with the reason, and nothing changed. */
async function expectRefused(archive: Buffer, reason: RegExp) {
  const before = snapshotTables(t.dataDir);
  const name = `${unique('mealie-')}.zip`;
  writeFileSync(path.join(t.dataDir, 'backups', name), archive);
  const res = await h.admin.post(`/api/admin/backups/${name}/restore`);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ detail: { error: true, message: reason } });
  expect(snapshotTables(t.dataDir)).toEqual(before);
  expect((await h.admin.get('/api/users/self')).status).toBe(200);
}

/** The newest v1 backup with its `database.json` edited. */
const edited = (edit: (tables: Record<string, Record<string, unknown>[]>) => void) =>
  mealieBackup(last, order, 'sqlite', edit);

describe('Mealie backups Larder cannot restore', () => {
  it('refuses a Mealie v2 backup (households), naming its revision', async () => {
    await expectRefused(
      edited((tables) => {
        tables.alembic_version = [{ version_num: 'feecc8ffb956' }];
      }),
      /Mealie v2 .*"feecc8ffb956".*Larder restores Mealie v1 backups/,
    );
  });

  it('refuses an unknown (newer) revision, naming it', async () => {
    await expectRefused(
      edited((tables) => {
        tables.alembic_version = [{ version_num: '0f64e4c12026' }];
      }),
      /"0f64e4c12026", which is neither Larder's nor a Mealie v1 revision/,
    );
  });

  it('refuses an id that is not a GUID (it would name a folder)', async () => {
    await expectRefused(
      edited((tables) => {
        const recipe = tables.recipes?.[0];
        if (recipe) recipe.id = '../../../etc';
      }),
      /recipes\.id holds "\.\.\/\.\.\/\.\.\/etc", which is not a GUID/,
    );
  });

  it('refuses a datetime that is not one', async () => {
    await expectRefused(
      edited((tables) => {
        const user = tables.users?.find((row) => row.username === 'cook');
        if (user) user.created_at = 'yesterday';
      }),
      /users\.created_at holds "yesterday", which is not a date and time/,
    );
  });

  it('refuses two revisions in one database.json', async () => {
    await expectRefused(
      edited((tables) => {
        tables.alembic_version = [{ version_num: last }, { version_num: order[0] }];
      }),
      /two schema revisions/,
    );
  });

  // Last: this one restores.
  it('drops a group repeating another name in other letters, and what hangs on it, counted', async () => {
    // Group names are unique in Larder whatever the case; a repeat is dropped, leaving its
    // members dangling, so they are dropped too: the restore still succeeds, counting them.
    const archive = edited((tables) => {
      const neighbours = tables.groups?.find(
        (row) => row.id === ids.neighbours.replaceAll('-', ''),
      );
      if (neighbours) neighbours.name = 'OUR HOME';
    });
    const name = `${unique('mealie-')}.zip`;
    writeFileSync(path.join(t.dataDir, 'backups', name), archive);
    const res = await h.admin.post<{ dropped: Record<string, number> }>(
      `/api/admin/backups/${name}/restore`,
    );
    expect(res.status).toBe(200);
    expect(res.body.dropped).toMatchObject({ groups: 1, users: 1, recipes: 1 });
  });
});
