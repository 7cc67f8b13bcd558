import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ApiError } from '../api/errors';

import { ErrorState } from './ErrorState';

interface LoadProblemProps {
  error: Error;
  /** What is missing when the server answers 404, in words for this page. */
  notFound: { icon: IconName; title: string; description: string; action?: ReactNode };
  onRetry: () => void;
}

/**
 * A page whose subject failed to load: a designed not-found state with a way home for a 404,
 * otherwise the error with a retry.
 */
export function LoadProblem({ error, notFound, onRetry }: LoadProblemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!(error instanceof ApiError && error.status === 404)) {
    return <ErrorState error={error} onRetry={onRetry} />;
  }
  return (
    <div className="larder-state" role="status" data-testid="not-found">
      <NonIdealState
        icon={notFound.icon}
        title={notFound.title}
        description={notFound.description}
        action={
          <div className="larder-tags">
            {notFound.action}
            <Button icon="home" intent="primary" onClick={() => void navigate('/')}>
              {t('error.home')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
