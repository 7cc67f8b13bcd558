import { Button, Collapse, Spinner, Tag, type Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ServerTask, ServerTaskStatus } from '../../../../server/contract/reports';

const statusIntent: Record<ServerTaskStatus, Intent> = {
  running: 'primary',
  finished: 'success',
  failed: 'danger',
};

/** One task: name, status and start; its log lines open below it. */
export function TaskRow({ task }: { task: ServerTask }) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const logId = useId();
  const lines = task.log === '' ? [] : task.log.split('\n');
  const started = new Date(task.createdAt).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'medium',
  });
  return (
    <li className="larder-task" data-status={task.status}>
      <div className="larder-task-head">
        <Button
          variant="minimal"
          icon={isOpen ? 'chevron-down' : 'chevron-right'}
          aria-expanded={isOpen}
          aria-controls={logId}
          aria-label={t('serverTasks.showLog', { name: task.name })}
          onClick={() => setIsOpen((open) => !open)}
        />
        <span className="larder-task-name">{task.name}</span>
        <Tag
          minimal
          intent={statusIntent[task.status]}
          icon={task.status === 'running' ? <Spinner size={12} /> : undefined}
        >
          {t(`serverTasks.status_${task.status}`)}
        </Tag>
        <time className="larder-muted larder-task-time" dateTime={task.createdAt}>
          {started}
        </time>
      </div>
      <Collapse isOpen={isOpen}>
        <div id={logId}>
          {lines.length === 0 ? (
            <p className="larder-muted">{t('serverTasks.noLog')}</p>
          ) : (
            <ol className="larder-log larder-task-log">
              {lines.map((line, index) => (
                <li key={`${String(index)}-${line}`} className="larder-log-line">
                  {line}
                </li>
              ))}
            </ol>
          )}
        </div>
      </Collapse>
    </li>
  );
}
