import { Button, Card, Icon, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { paths } from '../../../server/contract/paths';
import type { RecipeSummary } from '../../../server/contract/recipes';
import type { RecipeTimelineEventOut } from '../../../server/contract/timeline';

const icons = { system: 'cog', info: 'info-sign', comment: 'comment' } as const;

interface TimelineEntryProps {
  event: RecipeTimelineEventOut;
  recipe: RecipeSummary | undefined;
  /** The event's author and site admins may change it (the server's rule). */
  canEdit: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function TimelineEntry({ event, recipe, canEdit, onEdit, onDelete }: TimelineEntryProps) {
  const { t, i18n } = useTranslation();
  const when = new Date(event.timestamp).toLocaleString(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <li className="larder-timeline-entry" data-testid="timeline-event">
      <Icon icon={icons[event.eventType]} className="larder-timeline-icon" />
      <Card className="larder-timeline-card">
        <div className="larder-timeline-meta">
          <time dateTime={event.timestamp}>{when}</time>
          {recipe && (
            <Link to={`/recipe/${recipe.slug}`}>
              <Tag minimal interactive icon="book">
                {recipe.name}
              </Tag>
            </Link>
          )}
          {canEdit ? (
            <span className="larder-timeline-actions">
              <Button
                variant="minimal"
                size="small"
                icon="edit"
                title={t('timeline.edit')}
                aria-label={t('timeline.editNamed', { subject: event.subject })}
                onClick={onEdit}
              />
              <Button
                variant="minimal"
                size="small"
                intent="danger"
                icon="trash"
                title={t('timeline.delete')}
                aria-label={t('timeline.deleteNamed', { subject: event.subject })}
                onClick={onDelete}
              />
            </span>
          ) : null}
        </div>
        <strong className="larder-timeline-subject">{event.subject}</strong>
        {event.eventMessage && <p className="larder-timeline-message">{event.eventMessage}</p>}
        {event.image === 'has image' && (
          <img
            className="larder-timeline-photo"
            src={`${paths.mediaTimelineImage(event.recipeId, event.id, 'min-original.webp')}?version=${encodeURIComponent(event.updateAt)}`}
            alt={t('timeline.photoOf', { subject: event.subject })}
            loading="lazy"
          />
        )}
      </Card>
    </li>
  );
}
