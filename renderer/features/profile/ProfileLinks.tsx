import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { LinkButton } from '../../components/LinkButton';
import { canInviteMembers, canManageGroup } from '../../components/group-rights';

/** Where to go from the profile: favourites always, the household pages when the user may use them. */
export function ProfileLinks({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const links = [
    { to: `/user/${user.id}/favorites`, icon: 'heart', label: t('profile.favorites'), show: true },
    { to: '/group', icon: 'home', label: t('profile.groupSettings'), show: canManageGroup(user) },
    {
      to: '/group/members',
      icon: 'people',
      label: t('profile.groupMembers'),
      show: canManageGroup(user) || canInviteMembers(user),
    },
    { to: '/group/migrations', icon: 'import', label: t('migrations.title'), show: true },
    { to: '/group/reports', icon: 'document', label: t('reports.title'), show: true },
    { to: '/group/data/foods', icon: 'database', label: t('data.title'), show: true },
  ] as const;
  return (
    <nav className="larder-profile-links" aria-label={t('profile.links')}>
      {links
        .filter((link) => link.show)
        .map((link) => (
          <LinkButton key={link.to} to={link.to} icon={link.icon}>
            {link.label}
          </LinkButton>
        ))}
    </nav>
  );
}
