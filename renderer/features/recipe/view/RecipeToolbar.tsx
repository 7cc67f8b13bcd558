import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Recipe } from '../../../../server/contract/recipes';
import { RecipeContextMenu } from '../../../components/recipe-menu/RecipeContextMenu';
import { platform } from '../../../platform';
import { PrintPreferencesDialog } from '../print/PrintPreferencesDialog';
import { ShareDialog } from '../share/ShareDialog';

import { MadeThisDialog } from './MadeThisDialog';

interface RecipeToolbarProps {
  recipe: Recipe;
  /** Signed-in members edit, share and log "I made this"; visitors get print and the link. */
  isMember: boolean;
  onEdit?: () => void;
  onCook: () => void;
  /** The explore area's group, for a visitor's public link. */
  groupSlug?: string;
}

/** The recipe page's actions: the main buttons and the shared context menu (variant 'page'). */
export function RecipeToolbar({ recipe, isMember, onEdit, onCook, groupSlug }: RecipeToolbarProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'share' | 'print' | 'made' | null>(null);
  const canEdit = isMember && onEdit && !recipe.settings.locked;
  const print = () => void platform.print();

  return (
    <div className="larder-recipe-toolbar" role="toolbar" aria-label={t('recipe.actions')}>
      {canEdit ? (
        <Button icon="edit" intent="primary" onClick={onEdit}>
          {t('recipe.edit')}
        </Button>
      ) : null}
      <Button icon="predictive-analysis" onClick={onCook}>
        {t('recipe.cook')}
      </Button>
      {isMember ? (
        <Button icon="tick-circle" onClick={() => setDialog('made')}>
          {t('recipe.madeThis')}
        </Button>
      ) : null}
      <Button icon="print" onClick={print}>
        {t('recipe.print')}
      </Button>
      <RecipeContextMenu
        recipe={recipe}
        variant="page"
        groupSlug={groupSlug}
        overrides={isMember ? undefined : { publicLink: true }}
        onPrint={print}
        onPrintPreferences={() => setDialog('print')}
        onShare={() => setDialog('share')}
      />
      <PrintPreferencesDialog isOpen={dialog === 'print'} onClose={() => setDialog(null)} />
      {isMember ? (
        <ShareDialog recipe={recipe} isOpen={dialog === 'share'} onClose={() => setDialog(null)} />
      ) : null}
      {isMember && dialog === 'made' ? (
        <MadeThisDialog recipe={recipe} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
