import { MenuDivider } from '@blueprintjs/core';
import type { ReactNode } from 'react';
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
 * public cookbooks. A group that is not public keeps the usual visitor menu (`fallback`); the page
 * says not found.
 */
export function ExploreLinks({ groupSlug, fallback }: { groupSlug: string; fallback: ReactNode }) {
  const { t } = useTranslation();
  const { cookbooks, error, isLoading } = useExploreCookbooks(groupSlug);
  if (isLoading) return null;
  if (error) return fallback;
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
