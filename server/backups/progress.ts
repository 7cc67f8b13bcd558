/** The steps of backup work (a restore checks the archive, backs up what is there, then unpacks). */
export type BackupPhase =
  | 'queued'
  | 'checking'
  | 'database'
  | 'files'
  | 'search-index'
  | 'verifying'
  | 'before-restore'
  | 'swapping'
  | 'pruning';

/** Where backup work reports how far it got: a phase, then units of it done out of a total. */
export interface ProgressReporter {
  start(phase: BackupPhase, total: number): void;
  advance(units: number): void;
}

export const silentProgress: ProgressReporter = {
  start: () => undefined,
  advance: () => undefined,
};

/** Reports every phase of nested work as one phase of the outer job (its units still count). */
export function asPhase(outer: ProgressReporter, phase: BackupPhase): ProgressReporter {
  return {
    start: (_inner, total) => outer.start(phase, total),
    advance: (units) => outer.advance(units),
  };
}
