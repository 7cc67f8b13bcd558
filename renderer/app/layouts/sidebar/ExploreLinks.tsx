import { MenuDivider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';

import { useExploreCookbooks } from '../../../api/explore';
import { RouterMenuItem } from '../../../components/RouterMenuItem';
import {
  exploreIcons,
  explorePath,
  exploreSections,
} from '../../../features/explore/explore-sections';

/** The group whose public area (`/explore/{section}/{groupSlug}/…`) is open, if any. */
export function useExploreGroupSlug(): string | null {
  const { pathname } = useLocation();
  return matchPath('/explore/:section/:groupSlug/*', pathname)?.params.groupSlug ?? null;
}

/**
 * A visitor's menu in a group's public area (spec §6): its recipes, organizers and foods, and its
 * public cookbooks. Nothing shows for a group that is not public (the page says not found).
 */
export function ExploreLinks({ groupSlug }: { groupSlug: string }) {
  const { t } = useTranslation();
  const { cookbooks, error, isLoading } = useExploreCookbooks(groupSlug);
  if (isLoading || error) return null;
  return (
    <>
      {exploreSections.map((section) => (
        <RouterMenuItem
          key={section}
          to={explorePath(section, groupSlug)}
          icon={exploreIcons[section]}
          text={t(`explore.${section}`)}
        />
      ))}
      <MenuDivider
        title={
          <Link to={explorePath('cookbooks', groupSlug)} className="larder-sidebar-heading-link">
            {t('explore.cookbooks')}
          </Link>
        }
      />
      {cookbooks.map((cookbook) => (
        <RouterMenuItem
          key={cookbook.id}
          to={`${explorePath('cookbooks', groupSlug)}/${cookbook.slug}`}
          icon="book"
          text={cookbook.name}
        />
      ))}
    </>
  );
}
