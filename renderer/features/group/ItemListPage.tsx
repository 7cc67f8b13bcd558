import { Alert, H2, NonIdealState, Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Paginated } from '../../../server/contract/common';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { NotificationsNav } from './NotificationsNav';

interface ItemListPageProps<T> {
  title: string;
  current: 'webhooks' | 'notifiers' | 'actions';
  intro: string;
  list: { data?: Paginated<T>; error?: Error; mutate: () => unknown };
  empty: { icon: IconName; title: string; description: string };
  /** Buttons above the list (and the empty state's action): adding, for those who may. */
  toolbar: ReactNode;
  renderItem: (item: T) => ReactNode;
  /** The item whose deletion waits for confirmation, by name; null when none. */
  deleting: string | null;
  onDelete: () => void;
  onCancelDelete: () => void;
  /** The open dialog, if any. */
  children: ReactNode;
}

/**
 * The frame of the webhooks, notifiers and recipe actions pages: title, links between them, an
 * intro, the list with its loading, error and empty states, and the delete confirmation.
 */
export function ItemListPage<T>(props: ItemListPageProps<T>) {
  const { t } = useTranslation();
  const { data, error, mutate } = props.list;
  let content;
  if (error) content = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) content = <LoadingState />;
  else if (data.items.length === 0)
    content = <NonIdealState {...props.empty} action={<>{props.toolbar}</>} />;
  else
    content = (
      <>
        {props.toolbar ? <div className="larder-page-actions">{props.toolbar}</div> : null}
        <ul className="larder-row-list" aria-label={props.title}>
          {data.items.map(props.renderItem)}
        </ul>
      </>
    );

  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{props.title}</H2>
        <NotificationsNav current={props.current} />
      </div>
      <Section elevation={1}>
        <SectionCard>
          <p className="larder-section-intro">{props.intro}</p>
          {content}
        </SectionCard>
      </Section>
      {props.children}
      <Alert
        isOpen={props.deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('notifications.delete')}
        cancelButtonText={t('manage.cancel')}
        onCancel={props.onCancelDelete}
        onConfirm={props.onDelete}
      >
        <p>{t('notifications.deleteQuestion', { name: props.deleting })}</p>
      </Alert>
    </div>
  );
}
