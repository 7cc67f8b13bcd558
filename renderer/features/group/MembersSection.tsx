import { NonIdealState, Section, SectionCard } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { useGroupMembers } from '../../api/group';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { canManageGroup } from '../../components/group-rights';
import { MemberRow } from './MemberRow';

/** The household's members and their permissions; managers switch other members' permissions. */
export function MembersSection({ me }: { me: UserOut }) {
  const { t } = useTranslation();
  const { data: members, error, mutate } = useGroupMembers();
  let body;
  if (error) body = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!members) body = <LoadingState />;
  else if (members.length === 0)
    body = <NonIdealState icon="people" description={t('household.noMembers')} />;
  else
    body = (
      <ul className="larder-row-list" aria-label={t('household.members')}>
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            canEdit={canManageGroup(me) && member.id !== me.id}
          />
        ))}
      </ul>
    );
  return (
    <Section title={t('household.members')} icon="people" elevation={1}>
      <SectionCard>
        <p className="larder-section-intro">{t('household.permissionsIntro')}</p>
        {body}
      </SectionCard>
    </Section>
  );
}
