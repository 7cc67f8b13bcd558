import { Button, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { UserAvatar } from '../../../components/UserAvatar';

import { permissions } from './user-form';

interface UserRowProps {
  user: UserOut;
  isSelf: boolean;
  onEdit: () => void;
  onResetPassword: () => void;
  onDelete: () => void;
}

export function UserRow({ user, isSelf, onEdit, onResetPassword, onDelete }: UserRowProps) {
  const { t } = useTranslation();
  const name = user.fullName ?? user.username ?? user.email;
  return (
    <li className="larder-row larder-user-row" data-testid="user-row">
      <UserAvatar user={user} size={36} />
      <span className="larder-row-main">
        <strong>{name}</strong>
        <small>
          {user.username ? `@${user.username} · ` : ''}
          {user.email}
        </small>
        <span className="larder-tags">
          <Tag minimal icon="home">
            {user.group}
          </Tag>
          {permissions
            .filter(({ key }) => user[key])
            .map(({ key, label }) => (
              <Tag key={key} minimal intent={key === 'admin' ? 'primary' : 'none'}>
                {t(label)}
              </Tag>
            ))}
        </span>
      </span>
      <span
        className="larder-row-actions"
        role="group"
        aria-label={t('manage.actionsFor', { name })}
      >
        <Button variant="minimal" icon="edit" onClick={onEdit}>
          {t('manage.edit')}
        </Button>
        <Button variant="minimal" icon="key" onClick={onResetPassword}>
          {t('manage.resetPassword')}
        </Button>
        <Button
          variant="minimal"
          intent="danger"
          icon="trash"
          disabled={isSelf}
          title={isSelf ? t('manage.cannotDeleteSelf') : undefined}
          onClick={onDelete}
        >
          {t('manage.delete')}
        </Button>
      </span>
    </li>
  );
}
