import { randomUUID } from 'node:crypto';

import type { BackupPhase, ProgressReporter } from '../../backups/progress';
import type { BackupJob, BackupJobKind } from '../../contract/backups';
import { nowIso } from '../../domain/time';

const keptJobs = 20;

interface StartedJob<T> {
  job: BackupJob;
  /** Settles with the work's outcome. */
  done: Promise<T>;
}

/**
 * Backup work (create, restore, verify, the nightly run) runs one job at a time, in order, so a
 * restore never swaps the database under a backup being written. Each job's progress is kept in
 * memory for the admin page to follow; the last ones stay listed after they end.
 */
export class BackupJobs {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly jobs: BackupJob[] = [];

  list(): BackupJob[] {
    return this.jobs.map((job) => ({ ...job }));
  }

  /** Settles once every job queued so far has ended. */
  idle(): Promise<unknown> {
    return this.queue;
  }

  /** Names of archives that queued or running jobs are about to write. */
  pendingNames(): Set<string> {
    return new Set(
      this.jobs
        .filter((job) => job.status === 'queued' || job.status === 'running')
        .flatMap((job) => (job.name === null ? [] : [job.name])),
    );
  }

  run<T>(
    kind: BackupJobKind,
    name: string | null,
    work: (progress: ProgressReporter) => Promise<T>,
  ): StartedJob<T> {
    const job: BackupJob = {
      id: randomUUID(),
      kind,
      name,
      status: 'queued',
      phase: 'queued',
      done: 0,
      total: 0,
      startedAt: nowIso(),
      finishedAt: null,
      error: null,
    };
    this.jobs.unshift(job);
    this.jobs.splice(keptJobs);
    const progress: ProgressReporter = {
      start(phase: BackupPhase, total: number) {
        job.phase = phase;
        job.done = 0;
        job.total = total;
      },
      advance(units: number) {
        job.done += units;
      },
    };
    const done = this.queue.then(async () => {
      job.status = 'running';
      job.startedAt = nowIso();
      try {
        const result = await work(progress);
        job.status = 'done';
        return result;
      } catch (error) {
        job.status = 'failed';
        job.error = error instanceof Error ? error.message : String(error);
        throw error;
      } finally {
        job.finishedAt = nowIso();
      }
    });
    this.queue = done.catch(() => undefined);
    return { job: { ...job }, done };
  }
}
