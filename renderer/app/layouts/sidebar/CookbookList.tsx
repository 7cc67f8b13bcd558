import { Classes, MenuDivider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useCookbooks } from '../../../api/cookbooks';
import { RouterMenuItem } from '../../../components/RouterMenuItem';

/**
 * The sidebar's cookbooks in position order. Its heading links to cookbook management for
 * logged-in users. A failed load is just an empty list: no toast in the layout.
 */
export function CookbookList({ isLoggedIn }: { isLoggedIn: boolean }) {
  const { t } = useTranslation();
  const { cookbooks, isLoading } = useCookbooks(isLoggedIn);
  const heading = isLoggedIn ? (
    <Link to="/group/cookbooks" className="larder-sidebar-heading-link">
      {t('nav.cookbooks')}
    </Link>
  ) : (
    t('nav.cookbooks')
  );
  return (
    <>
      <MenuDivider title={heading} />
      {isLoading ? (
        <li className={`larder-sidebar-note ${Classes.SKELETON}`}>{t('app.loading')}</li>
      ) : null}
      {!isLoading && cookbooks.length === 0 ? (
        <li className={`larder-sidebar-note ${Classes.TEXT_MUTED}`}>{t('nav.noCookbooks')}</li>
      ) : null}
      {cookbooks.map((cookbook) => (
        <RouterMenuItem
          key={cookbook.id}
          to={`/cookbooks/${cookbook.slug}`}
          icon="book"
          text={cookbook.name}
        />
      ))}
    </>
  );
}
