import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AppInfo } from '../../../server/contract/app';
import { useAppInfo } from '../../api/app';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

/**
 * The account pages depend on the server's public settings (sign-up open, email ready): they
 * show loading or the error with a retry until `/app/about` has answered.
 */
export function WithAppInfo({ children }: { children: (about: AppInfo) => ReactNode }) {
  const { t } = useTranslation();
  const { data: about, error, isLoading, mutate } = useAppInfo();
  if (isLoading) return <LoadingState />;
  if (error || !about) {
    return (
      <ErrorState
        error={error ?? new Error(t('account.aboutFailed'))}
        onRetry={() => void mutate()}
      />
    );
  }
  return children(about);
}
