import { Alert, Button, H2, NonIdealState, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GroupRecipeActionOut } from '../../../server/contract/recipe-actions';
import { deleteRecipeAction, useRecipeActions } from '../../api/notifications';
import { useCurrentUser } from '../../api/users';
import { ErrorState } from '../../components/ErrorState';
import { canManageGroup } from '../../components/group-rights';
import { LoadingState } from '../../components/LoadingState';

import { NotificationsNav } from './NotificationsNav';
import { RecipeActionDialog } from './RecipeActionDialog';

/** `/group/recipe-actions`: links and posts every recipe's menu offers; managers change them. */
export function RecipeActionsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const { data, error, mutate } = useRecipeActions();
  const [editing, setEditing] = useState<GroupRecipeActionOut | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GroupRecipeActionOut | null>(null);
  const canEdit = user !== null && canManageGroup(user);
  const addButton = canEdit ? (
    <Button intent="primary" icon="add" onClick={() => setEditing('new')}>
      {t('notifications.newAction')}
    </Button>
  ) : undefined;

  let content;
  if (error) content = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!data) content = <LoadingState />;
  else if (data.items.length === 0)
    content = (
      <NonIdealState
        icon="send-to"
        title={t('notifications.noActions')}
        description={t('notifications.noActionsHelp')}
        action={addButton}
      />
    );
  else
    content = (
      <ul className="larder-row-list" aria-label={t('notifications.recipeActions')}>
        {data.items.map((action) => (
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
              <span className="larder-row-actions">
                <Button icon="edit" onClick={() => setEditing(action)}>
                  {t('notifications.edit')}
                </Button>
                <Button
                  icon="trash"
                  intent="danger"
                  variant="minimal"
                  aria-label={t('notifications.deleteNamed', { name: action.title })}
                  onClick={() => setDeleting(action)}
                />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('notifications.recipeActions')}</H2>
        <NotificationsNav current="actions" />
      </div>
      <Section elevation={1}>
        <SectionCard>
          <p className="larder-section-intro">{t('notifications.actionsIntro')}</p>
          {data && data.items.length > 0 && addButton ? (
            <div className="larder-page-actions">{addButton}</div>
          ) : null}
          {content}
        </SectionCard>
      </Section>
      {editing ? (
        <RecipeActionDialog
          action={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('notifications.delete')}
        cancelButtonText={t('manage.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteRecipeAction(deleting.id);
          setDeleting(null);
        }}
      >
        <p>{t('notifications.deleteQuestion', { name: deleting?.title })}</p>
      </Alert>
    </div>
  );
}
