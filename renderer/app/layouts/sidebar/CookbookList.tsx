import { Classes, MenuDivider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { useCookbooks } from '../../../api/cookbooks';
import { RouterMenuItem } from '../../../components/RouterMenuItem';

/**
 * A member's sidebar cookbooks in position order, under a heading that links to cookbook
 * management. A failed load is just an empty list: no toast in the layout.
 */
export function CookbookList() {
  const { t } = useTranslation();
  const { cookbooks, isLoading } = useCookbooks();
  const heading = (
    <Link to="/group/cookbooks" className="larder-sidebar-heading-link">
      {t('nav.cookbooks')}
    </Link>
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
