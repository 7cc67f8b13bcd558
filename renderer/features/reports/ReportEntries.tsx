import { Icon } from '@blueprintjs/core';

import type { ReportEntryOut } from '../../../server/contract/reports';

/** A report's lines: each recipe (or address) with success or the reason it failed. */
export function ReportEntries({ entries }: { entries: ReportEntryOut[] }) {
  return (
    <ul className="larder-report-entries">
      {entries.map((entry) => (
        <li key={entry.id} className={entry.success ? 'is-ok' : 'is-failed'}>
          <Icon
            icon={entry.success ? 'tick-circle' : 'error'}
            intent={entry.success ? 'success' : 'danger'}
          />
          <span>
            {entry.message}
            {entry.exception && <small>{entry.exception}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}
