import { Button, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import { deleteRecipeAction, useRecipeActions } from '../../api/notifications';
import { useCurrentUser } from '../../api/users';
import { canManageGroup } from '../../components/group-rights';

import { ItemActions } from './ItemActions';
import { ItemListPage } from './ItemListPage';
import { RecipeActionDialog } from './RecipeActionDialog';

/** `/group/recipe-actions`: links and posts every recipe's menu offers; managers change them. */
export function RecipeActionsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const list = useRecipeActions();
  const [editing, setEditing] = useState<GroupRecipeActionOut | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupRecipeActionOut | null>(null);
  const canEdit = user !== null && canManageGroup(user);

  return (
    <ItemListPage
      title={t('notifications.recipeActions')}
      current="actions"
      intro={t('notifications.actionsIntro')}
      list={list}
      empty={{
        icon: 'send-to',
        title: t('notifications.noActions'),
        description: t('notifications.noActionsHelp'),
      }}
      toolbar={
        canEdit ? (
          <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
            {t('notifications.newAction')}
          </Button>
        ) : null
      }
      renderItem={(action) => (
        <li key={action.id} className="larder-row" data-testid="recipe-action-row">
          <span className="larder-row-main">
            <span className="larder-notification-title">
              <strong>{action.title}</strong>
              <Tag minimal icon={action.actionType === 'link' ? 'link' : 'send-message'}>
                {action.actionType === 'link'
                  ? t('notifications.typeLink')
                  : t('notifications.typePost')}
              </Tag>
            </span>
            <small className="larder-notification-target">{action.url}</small>
          </span>
          {canEdit ? (
            <ItemActions
              name={action.title}
              onEdit={() => setEditing(action)}
              onDelete={() => setDeleting(action)}
            />
          ) : null}
        </li>
      )}
      deleting={deleting?.title ?? null}
      onCancelDelete={() => setDeleting(null)}
      onDelete={() => {
        if (deleting) void deleteRecipeAction(deleting.id);
        setDeleting(null);
      }}
    >
      {editing ? (
        <RecipeActionDialog
          action={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ItemListPage>
  );
}
