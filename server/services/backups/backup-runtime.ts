import { BackupJobs } from './backup-jobs';
import { BackupSchedule } from './backup-schedule';
import type { ServiceContext } from '../context';
import { RequestGate } from './request-gate';

/** What the server keeps in memory for backups: the job queue, the restore's gate, the timer. */
export class BackupRuntime {
  readonly gate = new RequestGate();
  readonly jobs = new BackupJobs();
  readonly schedule: BackupSchedule;

  constructor(nightly: (ctx: ServiceContext) => Promise<void>) {
    this.schedule = new BackupSchedule(nightly);
  }
}
