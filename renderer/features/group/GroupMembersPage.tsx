import { H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useCurrentUser } from '../../api/users';
import { canInviteMembers } from '../../components/group-rights';
import { LinkButton } from '../../components/LinkButton';
import { LoadingState } from '../../components/LoadingState';

import { InvitationsSection } from './InvitationsSection';
import { MembersSection } from './MembersSection';

/** `/group/members`: who belongs to the household, their permissions, and invitation links. */
export function GroupMembersPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return <LoadingState />;
  return (
    <div className="larder-page larder-household">
      <div className="larder-page-header">
        <H2 className="larder-page-title">{t('household.membersTitle', { name: user.group })}</H2>
        <LinkButton to="/group" icon="cog">
          {t('household.settings')}
        </LinkButton>
      </div>
      <MembersSection me={user} />
      {canInviteMembers(user) ? <InvitationsSection /> : null}
    </div>
  );
}
