import { Button, ButtonGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useRecipeView } from './useRecipeView';

/** Cards or list for every recipe list on this device. */
export function RecipeViewToggle() {
  const { t } = useTranslation();
  const { view, setView } = useRecipeView();
  return (
    <ButtonGroup className="larder-view-toggle" role="group" aria-label={t('browse.view')}>
      <Button
        icon="grid-view"
        aria-label={t('browse.viewCards')}
        title={t('browse.viewCards')}
        aria-pressed={view === 'cards'}
        active={view === 'cards'}
        onClick={() => setView('cards')}
      />
      <Button
        icon="list"
        aria-label={t('browse.viewList')}
        title={t('browse.viewList')}
        aria-pressed={view === 'list'}
        active={view === 'list'}
        onClick={() => setView('list')}
      />
    </ButtonGroup>
  );
}
