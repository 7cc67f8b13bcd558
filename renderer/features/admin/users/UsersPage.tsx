import { Alert, Button, H2, InputGroup, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { deleteAdminUser, useAdminGroups, useAdminUsers } from '../../../api/admin-people';
import { useCurrentUser } from '../../../api/users';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';

import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UnlockButton } from './UnlockButton';
import { UserDialog } from './UserDialog';
import { UserRow } from './UserRow';

type Editing = { user: UserOut | null } | null;

function matches(user: UserOut, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return [user.fullName, user.username, user.email, user.group].some((field) =>
    field?.toLowerCase().includes(needle),
  );
}

/** `/admin/manage/users`: every user of the installation; create, edit, reset, unlock, delete. */
export function UsersPage() {
  const { t } = useTranslation();
  const { user: me } = useCurrentUser();
  const { users, error, isLoading, retry } = useAdminUsers();
  const { groups } = useAdminGroups();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<UserOut | null>(null);
  const [resetting, setResetting] = useState<UserOut | null>(null);
  const visible = users.filter((user) => matches(user, query));

  let body;
  if (isLoading) body = <LoadingState />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (visible.length === 0)
    body = <NonIdealState icon="search" title={t('manage.noUsersMatch', { query })} />;
  else
    body = (
      <ul className="larder-row-list" aria-label={t('manage.users')}>
        {visible.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === me?.id}
            onEdit={() => setEditing({ user })}
            onResetPassword={() => setResetting(user)}
            onDelete={() => setDeleting(user)}
          />
        ))}
      </ul>
    );

  return (
    <div className="larder-page larder-admin-page">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('manage.users')}</H2>
        <span className="larder-page-actions">
          <UnlockButton />
          <Button intent="primary" icon="new-person" onClick={() => setEditing({ user: null })}>
            {t('manage.createUser')}
          </Button>
        </span>
      </div>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={t('manage.searchUsers')}
        placeholder={t('manage.searchUsers')}
        value={query}
        onValueChange={setQuery}
      />
      {body}
      {editing && me ? (
        <UserDialog
          user={editing.user}
          groups={groups}
          selfId={me.id}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      ) : null}
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('manage.delete')}
        cancelButtonText={t('manage.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteAdminUser(deleting.id);
          setDeleting(null);
        }}
      >
        <p>
          {t('manage.deleteUserQuestion', { name: deleting?.fullName ?? deleting?.email ?? '' })}
        </p>
      </Alert>
    </div>
  );
}
