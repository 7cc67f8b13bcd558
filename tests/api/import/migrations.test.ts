import { readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { describe, expect, it, vi } from 'vitest';

import type { ReportSummary, ServerTask } from '../../../server/contract/reports';
import { fileForm } from '../../helpers/images';
import { finishedReport, migrate, outcomes, postMigration, zipOf } from '../../helpers/migrations';
import { unique } from '../../helpers/test-server';
import { useTwoGroups } from '../../helpers/two-groups';
import {
  renamed,
  withDeclaredSize,
  withEncryptedFlag,
  withSymlinkMode,
} from '../../helpers/zip-tampering';

const s = useTwoGroups();

const paprika = (name: string, extra: Record<string, unknown> = {}) =>
  gzipSync(Buffer.from(JSON.stringify({ name, ingredients: 'salt', ...extra }), 'utf8'));

const tempFiles = () => readdirSync(path.join(s.t.dataDir, '.temp', 'uploads'));

async function expectRefused(archive: Buffer, reason: RegExp, type = 'paprika') {
  const res = await postMigration(s.member, type, archive, 'upload.zip');
  expect(res.status).toBe(400);
  expect((res.body as unknown as { detail: { message: string } }).detail.message).toMatch(reason);
}

describe('POST /api/groups/migrations', () => {
  it('turns visitors away (401) before reading the upload', async () => {
    const res = await postMigration(
      s.visitor,
      'paprika',
      zipOf({ 'a.paprikarecipe': paprika('A') }),
      'a.zip',
    );
    expect(res.status).toBe(401);
    expect(tempFiles()).toEqual([]);
  });

  it('lets a member without group permissions migrate into their own group only', async () => {
    const plain = (await s.t.createMember(s.admin, { permissions: [] })).client;
    const name = unique('Plain Soup ');
    const report = await migrate(
      plain,
      'paprika',
      zipOf({ 'a.paprikarecipe': paprika(name) }),
      'a.zip',
    );
    expect(outcomes(report).imported).toEqual([name]);
    const mine = await plain.get<{ items: { name: string; groupId: string }[] }>(
      `/api/recipes?search=${encodeURIComponent(name)}`,
    );
    expect(mine.body.items.map((r) => r.name)).toEqual([name]);
    const theirs = await s.outsider.get<{ items: unknown[] }>(
      `/api/recipes?search=${encodeURIComponent(name)}`,
    );
    expect(theirs.body.items).toEqual([]);
    expect((await s.outsider.get(`/api/groups/reports/${report.id}`)).status).toBe(404);
  });

  it('answers at once, lists the report and counts off the recipes in a server task', async () => {
    const archive = zipOf({
      'One.paprikarecipe': paprika('Task One'),
      'Two.paprikarecipe': paprika('Task Two'),
      'Bad.paprikarecipe': Buffer.from('{}'),
    });
    const started = await postMigration(s.member, 'paprika', archive, 'export.paprikarecipes');
    expect(started.status).toBe(200);
    const report = await finishedReport(s.member, started.body.id);
    expect(report.status).toBe('partial');
    expect(report.entries).toHaveLength(3);

    const listed = await s.member.get<ReportSummary[]>('/api/groups/reports?report_type=migration');
    expect(listed.body.map((r) => r.id)).toContain(report.id);
    const tasks = (await s.member.get<ServerTask[]>('/api/groups/server-tasks')).body;
    const task = tasks.find((t) => t.id === started.body.taskId);
    expect(task).toMatchObject({ name: 'Migration from Paprika', status: 'finished' });
    // Failures stay in the log; the running count of the others is replaced as it goes.
    expect(task?.log.split('\n')).toEqual([
      'Importing 3 recipes from Paprika',
      expect.stringMatching(/^\[\d\/3\] failed Bad$/) as unknown,
      'Done: 2 of 3 imported',
    ]);
    expect((await s.outsider.get<ServerTask[]>('/api/groups/server-tasks')).body).toEqual([]);
    // The upload is gone once the run is over.
    await vi.waitFor(() => expect(tempFiles()).toEqual([]));
  });

  it('reports failure when no recipe could be imported', async () => {
    const report = await migrate(
      s.member,
      'paprika',
      zipOf({ 'x.paprikarecipe': Buffer.from('no') }),
      'x.zip',
    );
    expect(report.status).toBe('failure');
  });

  it('validates the form (422) and refuses files that are no export of the app (400)', async () => {
    const archive = zipOf({ 'a.paprikarecipe': paprika('A') });
    expect((await postMigration(s.member, 'cookpad', archive, 'a.zip')).status).toBe(422);
    const noFile = new FormData();
    noFile.append('migration_type', 'paprika');
    const missing = await s.member.request('POST', '/api/groups/migrations', { body: noFile });
    expect(missing.status).toBe(422);
    const otherField = await s.member.request('POST', '/api/groups/migrations', {
      body: fileForm('file', archive, 'a.zip', { migration_type: 'paprika' }),
    });
    expect(otherField.status).toBe(400);
    await expectRefused(
      Buffer.from('plain words, no zip'),
      /not a Nextcloud Cookbook export/,
      'nextcloud',
    );
    await expectRefused(zipOf({ 'readme.txt': 'hi' }), /not a Paprika export/);
    await vi.waitFor(() => expect(tempFiles()).toEqual([]));
  });

  it('refuses hostile archives with 400 and writes nothing', async () => {
    const counts = async () => ({
      recipes: (await s.member.get<{ total: number }>('/api/recipes?perPage=1')).body.total,
      reports: (await s.member.get<ReportSummary[]>('/api/groups/reports')).body.length,
    });
    const before = await counts();
    const one = (name: string) => zipOf({ [name]: paprika('Hostile') });
    await expectRefused(
      renamed(one('xx/e.paprikarecipe'), 'xx/e.paprikarecipe', '../e.paprikarecipe'),
      /unsafe entry name/,
    );
    await expectRefused(
      renamed(one('xetc/p.paprikarecipe'), 'xetc/p.paprikarecipe', '/etc/p.paprikarecipe'),
      /unsafe entry name/,
    );
    const zeros = Buffer.alloc(8 * 1024 * 1024);
    await expectRefused(zipOf({ 'a.paprikarecipe': paprika('A'), 'pad.bin': zeros }), /zip bomb/);
    await expectRefused(
      withDeclaredSize(one('a.paprikarecipe'), 2 ** 32 - 1),
      /zip bomb|more than/,
    );
    await expectRefused(withEncryptedFlag(one('a.paprikarecipe')), /Encrypted/);
    await expectRefused(withSymlinkMode(one('a.paprikarecipe')), /symbolic link/);
    const whole = one('a.paprikarecipe');
    await expectRefused(whole.subarray(0, whole.length - 30), /damaged|not a zip/);
    expect(await counts()).toEqual(before);
    await vi.waitFor(() => expect(tempFiles()).toEqual([]));
  });

  it('reads an entry whose header lies about its size as a broken recipe; the others import', async () => {
    const archive = zipOf({
      'Liar.paprikarecipe': paprika('Liar', { notes: 'x'.repeat(5000) }),
      'Honest.paprikarecipe': paprika('Honest Stew'),
    });
    const lying = withDeclaredSize(archive, 40, 'Liar.paprikarecipe');
    const report = await migrate(s.member, 'paprika', lying, 'x.paprikarecipes');
    const { imported, failed } = outcomes(report);
    expect(imported).toEqual(['Honest Stew']);
    expect(failed.map((f) => f.message)).toEqual(['Failed to import Liar']);
    expect(failed[0]?.exception).toMatch(/declared size/);
  });
});
