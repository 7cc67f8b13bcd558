import { MenuItem } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { useNewCookbook } from './useNewCookbook';

const managePath = '/group/cookbooks';

/**
 * The Create menu's cookbook entry (spec §2): a click creates one with the default name and opens
 * it in cookbook management; as a link (middle-click) it opens the management page.
 */
export function NewCookbookItem() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { create } = useNewCookbook();
  return (
    <MenuItem
      icon="book"
      text={t('nav.cookbook')}
      href={managePath}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void create().then((id) => navigate(id ? `${managePath}?edit=${id}` : managePath));
      }}
    />
  );
}
