import { Alert, Button, ButtonGroup, H2, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeTimelineEventOut } from '../../../server/contract/timeline';
import { deleteTimelineEvent, useRecipeNames, useTimelineEvents } from '../../api/timeline';
import { useCurrentUser } from '../../api/users';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { EventDialog } from './EventDialog';
import { readTimelineOrder, writeTimelineOrder } from './timeline-preferences';
import { TimelineEntry } from './TimelineEntry';
import './timeline.css';

/** `/group/timeline`: the group's cooking events in the saved order; their authors edit them. */
export function TimelinePage() {
  const { t } = useTranslation();
  const [order, setOrder] = useState(readTimelineOrder);
  const timeline = useTimelineEvents(order);
  const recipes = useRecipeNames(timeline.events.map((event) => event.recipeId));
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState<RecipeTimelineEventOut | null>(null);
  const [deleting, setDeleting] = useState<RecipeTimelineEventOut | null>(null);
  const canEdit = (event: RecipeTimelineEventOut) =>
    user !== null && (user.admin || user.id === event.userId);
  const remove = async (event: RecipeTimelineEventOut) => {
    const { error } = await deleteTimelineEvent(event.id);
    if (!error) timeline.retry();
  };
  const choose = (next: 'asc' | 'desc') => {
    writeTimelineOrder(next);
    setOrder(next);
  };

  let body;
  if (timeline.isLoading) body = <LoadingState />;
  else if (timeline.error) body = <ErrorState error={timeline.error} onRetry={timeline.retry} />;
  else if (timeline.events.length === 0)
    body = (
      <NonIdealState
        icon="timeline-events"
        title={t('timeline.emptyTitle')}
        description={t('timeline.emptyDescription')}
      />
    );
  else
    body = (
      <>
        <ol className="larder-timeline" aria-label={t('timeline.title')}>
          {timeline.events.map((event) => (
            <TimelineEntry
              key={event.id}
              event={event}
              recipe={recipes.get(event.recipeId)}
              canEdit={canEdit(event)}
              onEdit={() => setEditing(event)}
              onDelete={() => setDeleting(event)}
            />
          ))}
        </ol>
        {timeline.hasMore && (
          <Button loading={timeline.isLoadingMore} onClick={timeline.loadMore}>
            {t('timeline.loadMore')}
          </Button>
        )}
      </>
    );

  return (
    <div className="larder-page larder-timeline-page">
      <div className="larder-timeline-header">
        <H2 className="larder-page-title">{t('timeline.title')}</H2>
        <ButtonGroup>
          <Button
            icon="sort-desc"
            active={order === 'desc'}
            aria-pressed={order === 'desc'}
            onClick={() => choose('desc')}
          >
            {t('timeline.newest')}
          </Button>
          <Button
            icon="sort-asc"
            active={order === 'asc'}
            aria-pressed={order === 'asc'}
            onClick={() => choose('asc')}
          >
            {t('timeline.oldest')}
          </Button>
        </ButtonGroup>
      </div>
      {body}
      {editing && (
        <EventDialog event={editing} onClose={() => setEditing(null)} onSaved={timeline.retry} />
      )}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('timeline.delete')}
        cancelButtonText={t('timeline.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      >
        <p>{t('timeline.deleteConfirm', { subject: deleting?.subject ?? '' })}</p>
      </Alert>
    </div>
  );
}
