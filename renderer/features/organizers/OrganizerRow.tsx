import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import type { OrganizerOut } from '../../../server/contract/organizers';
import type { OrganizerKind } from '../../api/organizers';

const icons = { categories: 'folder-close', tags: 'tag', tools: 'wrench' } as const;

interface OrganizerRowProps {
  kind: OrganizerKind;
  organizer: OrganizerOut;
  /** Without the organize permission the row is only a link. */
  canEdit: boolean;
  onRename: () => void;
  onDelete: () => void;
}

/** One organizer: a link to the search filtered by it, then rename and delete. */
export function OrganizerRow({ kind, organizer, canEdit, onRename, onDelete }: OrganizerRowProps) {
  const { t } = useTranslation();
  const search = new URLSearchParams({ [kind]: organizer.slug }).toString();
  return (
    <li className="larder-organizer-row" data-testid="organizer-row">
      <Link
        to={`/?${search}`}
        className="larder-organizer-link"
        aria-label={t('organizers.openRecipes', { name: organizer.name })}
      >
        <Icon icon={icons[kind]} />
        <span>{organizer.name}</span>
      </Link>
      {canEdit ? (
        <span role="group" aria-label={t('organizers.actions', { name: organizer.name })}>
          <Button variant="minimal" icon="edit" onClick={onRename}>
            {t('organizers.rename')}
          </Button>
          <Button variant="minimal" intent="danger" icon="trash" onClick={onDelete}>
            {t('organizers.delete')}
          </Button>
        </span>
      ) : null}
    </li>
  );
}
