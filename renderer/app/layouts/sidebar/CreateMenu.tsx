import { Button, Menu, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { RouterMenuItem } from '../../../components/RouterMenuItem';
import { NewCookbookItem } from '../../../features/cookbooks/NewCookbookItem';
import { createLinks } from '../nav-links';

/** Logged-in users' Create menu: import by URL, create manually, cookbook (spec §2). */
export function CreateMenu() {
  const { t } = useTranslation();
  const menu = (
    <Menu aria-label={t('nav.create')}>
      {createLinks.map((link) => (
        <RouterMenuItem key={link.to} to={link.to} icon={link.icon} text={t(link.label)} />
      ))}
      <NewCookbookItem />
    </Menu>
  );
  return (
    <PopoverNext content={menu} placement="bottom-start" fill>
      <Button icon="plus" endIcon="caret-down" intent="primary" fill alignText="start">
        {t('nav.create')}
      </Button>
    </PopoverNext>
  );
}
