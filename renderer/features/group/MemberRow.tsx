import { Switch, Tag } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { setMemberPermissions } from '../../api/group';
import { UserAvatar } from '../../components/UserAvatar';

type Permission = 'canManage' | 'canInvite' | 'canOrganize';

const permissions: readonly { key: Permission; label: ParseKeys }[] = [
  { key: 'canManage', label: 'household.canManage' },
  { key: 'canInvite', label: 'household.canInvite' },
  { key: 'canOrganize', label: 'household.canOrganize' },
];

interface MemberRowProps {
  member: UserOut;
  /** Managers change other members' permissions; their own stay as they are. */
  canEdit: boolean;
}

export function MemberRow({ member, canEdit }: MemberRowProps) {
  const { t } = useTranslation();
  const name = member.fullName ?? member.username ?? member.email;
  const toggle = (key: Permission, value: boolean) =>
    void setMemberPermissions({
      userId: member.id,
      canManage: member.canManage,
      canInvite: member.canInvite,
      canOrganize: member.canOrganize,
      [key]: value,
    });
  return (
    <li className="larder-row" data-testid="member-row">
      <UserAvatar user={member} size={36} />
      <span className="larder-row-main">
        <strong>{name}</strong>
        <small>{member.email}</small>
        {member.admin ? (
          <span className="larder-tags">
            <Tag minimal intent="primary" icon="shield">
              {t('household.siteAdmin')}
            </Tag>
          </span>
        ) : null}
      </span>
      <span
        className="larder-row-actions larder-member-permissions"
        role="group"
        aria-label={t('household.permissionsOf', { name })}
      >
        {permissions.map(({ key, label }) => (
          <Switch
            key={key}
            label={t(label)}
            checked={member[key]}
            disabled={!canEdit}
            onChange={(event) => toggle(key, event.currentTarget.checked)}
          />
        ))}
      </span>
    </li>
  );
}
