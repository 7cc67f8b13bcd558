import { Button, H2, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { startTestTask, useServerTasks } from '../../../api/maintenance';
import { DataSection } from '../DataSection';

import { TaskRow } from './TaskRow';

/** `/admin/background-tasks`: every household's tasks, re-read while one runs. */
export function BackgroundTasksPage() {
  const { t } = useTranslation();
  const { data, error, mutate } = useServerTasks();
  return (
    <div className="larder-page larder-admin-page">
      <H2 className="larder-page-title">{t('serverTasks.title')}</H2>
      <p className="larder-page-intro">{t('serverTasks.intro')}</p>
      <DataSection
        title={t('serverTasks.listTitle')}
        icon="automatic-updates"
        data={data}
        error={error}
        onRetry={() => void mutate()}
      >
        {({ items }) => (
          <>
            <div className="larder-toolbar">
              <Button icon="play" onClick={() => void startTestTask()}>
                {t('serverTasks.runTest')}
              </Button>
            </div>
            {items.length === 0 ? (
              <NonIdealState
                icon="automatic-updates"
                title={t('serverTasks.empty')}
                description={t('serverTasks.emptyHelp')}
              />
            ) : (
              <ul className="larder-tasks" aria-label={t('serverTasks.listTitle')}>
                {items.map((task) => (
                  <TaskRow key={task.id} task={task} />
                ))}
              </ul>
            )}
          </>
        )}
      </DataSection>
    </div>
  );
}
