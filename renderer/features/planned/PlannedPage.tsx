import { Button, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/**
 * Pages the menu already links to (spec §2 routes) whose features arrive in later issues: an
 * honest "not built yet" instead of a 404 for a link the app itself offers.
 */
export function PlannedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="larder-page">
      <NonIdealState
        icon="build"
        title={t('planned.title')}
        description={t('planned.description')}
        action={
          <Button icon="home" onClick={() => void navigate('/')}>
            {t('error.home')}
          </Button>
        }
      />
    </div>
  );
}
