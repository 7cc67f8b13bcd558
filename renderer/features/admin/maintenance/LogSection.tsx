import {
  Button,
  Classes,
  HTMLSelect,
  NonIdealState,
  Section,
  SectionCard,
  Switch,
  Tag,
  type Intent,
} from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useMaintenanceLogs } from '../../../api/maintenance';
import { ErrorState } from '../../../components/ErrorState';

import { logLevels, readLogLine, type LogLevel } from './log-lines';

const lineCounts = [100, 200, 500, 1000];
const levelIntents: Partial<Record<LogLevel, Intent>> = {
  warn: 'warning',
  error: 'danger',
  fatal: 'danger',
};

/** The newest log lines, filtered by level; following re-reads and keeps the end in view. */
export function LogSection() {
  const { t, i18n } = useTranslation();
  const [lines, setLines] = useState(200);
  const [minLevel, setMinLevel] = useState<LogLevel | 'all'>('all');
  const [isFollowing, setIsFollowing] = useState(false);
  const { data, error, isLoading, isValidating, mutate } = useMaintenanceLogs(lines, isFollowing);
  const list = useRef<HTMLOListElement>(null);

  const all = useMemo(() => (data?.logs ?? []).map(readLogLine), [data]);
  const shown =
    minLevel === 'all' ? all : all.filter((line) => line.levelValue >= logLevels[minLevel]);

  // Following keeps the newest line in view inside the log's own scroll box, not the page.
  useEffect(() => {
    const box = list.current;
    if (isFollowing && box) box.scrollTop = box.scrollHeight;
  }, [isFollowing, data, minLevel]);

  const time = (iso: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, {
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });

  let body;
  if (error) {
    body = <ErrorState error={error} onRetry={() => void mutate()} />;
  } else if (isLoading) {
    body = <div className={`${Classes.SKELETON} larder-log-skeleton`} aria-busy="true" />;
  } else if (shown.length === 0) {
    body = (
      <NonIdealState
        icon="console"
        title={t('maintenance.logsEmpty')}
        description={t('maintenance.logsEmptyHelp')}
      />
    );
  } else {
    body = (
      <ol ref={list} className="larder-log" aria-label={t('maintenance.logsTitle')}>
        {shown.map((line, index) => (
          <li key={`${String(index)}-${line.raw}`} className="larder-log-line">
            {line.time && <time dateTime={line.time}>{time(line.time)}</time>}
            {line.level && (
              <Tag minimal intent={levelIntents[line.level] ?? 'none'} className="larder-log-level">
                {line.level}
              </Tag>
            )}
            <span className="larder-log-message">{line.message}</span>
            {line.details && <span className="larder-log-details">{line.details}</span>}
          </li>
        ))}
      </ol>
    );
  }

  return (
    <Section
      title={t('maintenance.logsTitle')}
      icon="console"
      elevation={1}
      className="larder-admin-section"
    >
      <SectionCard>
        <div className="larder-toolbar">
          <HTMLSelect
            aria-label={t('maintenance.level')}
            value={minLevel}
            onChange={(event) => setMinLevel(event.currentTarget.value as LogLevel | 'all')}
          >
            <option value="all">{t('maintenance.levelAll')}</option>
            {(Object.keys(logLevels) as LogLevel[]).map((level) => (
              <option key={level} value={level}>
                {level}+
              </option>
            ))}
          </HTMLSelect>
          <HTMLSelect
            aria-label={t('maintenance.lines')}
            value={lines}
            onChange={(event) => setLines(Number(event.currentTarget.value))}
          >
            {lineCounts.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </HTMLSelect>
          <Switch
            className="larder-log-follow"
            label={t('maintenance.follow')}
            checked={isFollowing}
            onChange={(event) => setIsFollowing(event.currentTarget.checked)}
          />
          <Button
            icon="refresh"
            loading={isValidating && !isFollowing}
            onClick={() => void mutate()}
          >
            {t('maintenance.refresh')}
          </Button>
          {data && (
            <span className="larder-muted">
              {t('maintenance.logShown', { shown: shown.length, total: all.length })}
            </span>
          )}
        </div>
        {body}
      </SectionCard>
    </Section>
  );
}
