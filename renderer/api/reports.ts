import useSWR from 'swr';

import { paths } from '../../server/contract/paths';
import type { ReportCategory, ReportOut, ReportSummary } from '../../server/contract/reports';

import { api, fetchJson } from './client';
import { withQuery } from './query';

/** The group's reports (of one category, or all), newest first; re-read every second while one runs. */
export function useReports(category: ReportCategory | null) {
  const { data, error, isLoading, mutate } = useSWR<ReportSummary[], Error>(
    category ? withQuery(paths.groupReports, { report_type: category }) : paths.groupReports,
    fetchJson,
    {
      refreshInterval: (reports) =>
        reports?.some((report) => report.status === 'in-progress') ? 1000 : 0,
    },
  );
  return { reports: data ?? [], error, isLoading, refresh: () => void mutate() };
}

/** One report with its entries, re-read every second while its work runs. */
export function useReport(id: string | null) {
  const { data, error, isLoading } = useSWR<ReportOut, Error>(
    id ? paths.groupReport(id) : null,
    fetchJson,
    { refreshInterval: (report) => (report?.status === 'in-progress' ? 1000 : 0) },
  );
  return { report: data ?? null, error, isLoading };
}

export function deleteReport(id: string) {
  return api.delete<unknown>(paths.groupReport(id));
}
