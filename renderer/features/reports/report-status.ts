import type { Intent } from '@blueprintjs/core';

import type { ReportSummaryStatus } from '../../../server/contract/reports';

/** The colour of a report's status tag. */
export const reportStatusIntent: Record<ReportSummaryStatus, Intent> = {
  'in-progress': 'primary',
  success: 'success',
  partial: 'warning',
  failure: 'danger',
};
