import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ApiError } from '../../api/errors';

interface RecipeProblemProps {
  error: Error | undefined;
  onRetry?: () => void;
}

/** Not found (unknown slug, expired or unknown share link) or could not load. */
export function RecipeProblem({ error, onRetry }: RecipeProblemProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isNotFound =
    !error || (error instanceof ApiError && (error.status === 404 || error.status === 403));
  return (
    <div className="larder-state" role={isNotFound ? 'status' : 'alert'}>
      <NonIdealState
        icon={isNotFound ? 'search' : 'error'}
        title={isNotFound ? t('recipe.notFoundTitle') : t('error.generic')}
        description={
          isNotFound ? t('recipe.notFoundText') : t('error.loadFailed', { message: error.message })
        }
        action={
          <div className="larder-tags">
            {!isNotFound && onRetry ? (
              <Button icon="refresh" onClick={onRetry}>
                {t('error.retry')}
              </Button>
            ) : null}
            <Button icon="home" intent="primary" onClick={() => void navigate('/')}>
              {t('error.home')}
            </Button>
          </div>
        }
      />
    </div>
  );
}
