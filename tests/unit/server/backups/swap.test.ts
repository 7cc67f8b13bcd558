import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { swapIn, SwapIncompleteError, type SwapPlan } from '../../../../server/backups/swap';
import { RequestGate } from '../../../../server/services/backups/request-gate';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A data directory holding "old" entries and a staging folder holding "new" ones. */
function layout() {
  const root = mkdtempSync(path.join(tmpdir(), 'larder-swap-'));
  roots.push(root);
  const staging = path.join(root, '.temp', 'restore-x');
  mkdirSync(staging, { recursive: true });
  for (const [dir, label] of [
    [root, 'old'],
    [staging, 'new'],
  ] as const) {
    writeFileSync(path.join(dir, 'larder.db'), `${label} db`);
    mkdirSync(path.join(dir, 'recipes'));
    writeFileSync(path.join(dir, 'recipes', 'r.txt'), `${label} recipe`);
  }
  writeFileSync(path.join(root, 'larder.db-wal'), 'old wal');
  const plan: SwapPlan = { staging, replace: ['larder.db', 'recipes'], clear: ['larder.db-wal'] };
  return { root, staging, plan };
}

const tree = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return `${path.relative(root, file)}=${readFileSync(file, 'utf8')}`;
    })
    .sort();

describe('swapIn', () => {
  it('moves the staged entries in and the live ones (and the old WAL) aside', async () => {
    const { root, plan } = layout();
    await swapIn(root, plan);
    expect(readFileSync(path.join(root, 'larder.db'), 'utf8')).toBe('new db');
    expect(readFileSync(path.join(root, 'recipes', 'r.txt'), 'utf8')).toBe('new recipe');
    expect(readdirSync(root)).not.toContain('larder.db-wal');
    expect(readFileSync(path.join(plan.staging, 'previous', 'larder.db'), 'utf8')).toBe('old db');
  });

  it('undoes every rename when one fails, at each point, leaving the data as it was', async () => {
    for (let failAt = 0; failAt < 5; failAt++) {
      const { root, plan } = layout();
      const before = tree(root);
      let calls = 0;
      const failing = async (from: string, to: string) => {
        if (calls++ === failAt) throw new Error('disk said no');
        await rename(from, to);
      };
      await expect(swapIn(root, plan, failing)).rejects.toThrow('disk said no');
      expect({ failAt, tree: tree(root) }).toEqual({ failAt, tree: before });
    }
  });

  it('says so when it can neither finish nor undo', async () => {
    const { root, plan } = layout();
    let calls = 0;
    // Two entries go aside, then the disk fails and takes the folder they went to with it.
    const failing = async (from: string, to: string) => {
      if (++calls === 3) {
        rmSync(path.join(plan.staging, 'previous'), { recursive: true });
        throw new Error('disk said no');
      }
      await rename(from, to);
    };
    await expect(swapIn(root, plan, failing)).rejects.toBeInstanceOf(SwapIncompleteError);
  });
});

describe('RequestGate', () => {
  it('holds new requests while work runs, after those inside have left', async () => {
    const gate = new RequestGate();
    const events: string[] = [];
    const leaveFirst = await gate.enter();
    const held = gate.hold(async () => {
      events.push('work');
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const later = gate.enter().then((leave) => {
      events.push('later request');
      leave();
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events).toEqual([]);
    events.push('first leaves');
    leaveFirst();
    await held;
    await later;
    expect(events).toEqual(['first leaves', 'work', 'later request']);
  });

  it('gives up when requests do not leave in time, and opens again', async () => {
    const gate = new RequestGate(30);
    const leave = await gate.enter();
    await expect(gate.hold(() => Promise.resolve('never'))).rejects.toThrow(/busy/);
    leave();
    expect(await gate.hold(() => Promise.resolve('ran'))).toBe('ran');
  });
});
