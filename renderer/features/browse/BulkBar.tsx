import { Alert, Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizerOut } from '../../../server/contract/organizers';
import type { RecipeSettings, RecipeSummary } from '../../../server/contract/recipes';
import {
  assignOrganizers,
  assignSettings,
  deleteRecipes,
  exportRecipes,
  fetchAllMatching,
  restoreOrganizers,
  type OrganizerField,
} from '../../api/recipe-bulk';
import type { RecipeFeedQuery } from '../../api/recipe-list';
import { useToasts } from '../../app/toasts/useToasts';
import { LinkButton } from '../../components/LinkButton';

import { BulkOrganizerDialog } from './BulkOrganizerDialog';
import { BulkSettingsDialog } from './BulkSettingsDialog';
import type { RecipeSelection } from './useRecipeSelection';

interface BulkBarProps {
  selection: RecipeSelection;
  /** The search the list shows: "select all matching" takes every recipe it finds. */
  query: RecipeFeedQuery;
  total: number;
  /** Reads the list again after a change (the feed's pages are not reached by key filters). */
  onChanged: () => void;
}

type Open = OrganizerField | 'settings' | 'delete' | null;

/** What the last action left to offer: an undo of an assignment, or the way to the export. */
type Notice =
  | { kind: 'undo'; text: string; field: OrganizerField; before: RecipeSummary[] }
  | { kind: 'exported'; text: string };

function withAdded(recipe: RecipeSummary, field: OrganizerField, added: OrganizerOut[]) {
  const have = new Set(recipe[field].map((item) => item.id));
  const extra = added.filter((item) => !have.has(item.id));
  return extra.length === 0 ? recipe : { ...recipe, [field]: [...recipe[field], ...extra] };
}

/** The bar under the selected recipes: how many, select all or none, and what to do to them. */
export function BulkBar({ selection, query, total, onChanged }: BulkBarProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const recipes = [...selection.selected.values()];
  const slugs = recipes.map((recipe) => recipe.slug);
  const count = recipes.length;

  const selectAll = async () => {
    setIsBusy(true);
    const all = await fetchAllMatching(query);
    setIsBusy(false);
    if (all) selection.replace(all);
  };

  const assign = async (field: OrganizerField, organizers: OrganizerOut[]) => {
    const { error } = await assignOrganizers(field, slugs, organizers);
    if (error) return false;
    onChanged();
    const after = recipes.map((recipe) => withAdded(recipe, field, organizers));
    const before = recipes.filter((recipe, index) => after[index] !== recipe);
    selection.replace(after);
    const text = t(`bulk.assigned_${field}`, { count });
    toasts.show('success', text);
    setNotice({ kind: 'undo', text, field, before });
    return true;
  };

  const undo = async (field: OrganizerField, before: RecipeSummary[]) => {
    setIsBusy(true);
    const failed = await restoreOrganizers(field, before);
    setIsBusy(false);
    onChanged();
    setNotice(null);
    const restored = new Map(before.map((recipe) => [recipe.slug, recipe]));
    selection.replace(recipes.map((recipe) => restored.get(recipe.slug) ?? recipe));
    if (failed > 0) toasts.show('error', t('bulk.undoFailed', { count: failed }));
    else toasts.show('success', t('bulk.undone'));
  };

  const applySettings = async (settings: RecipeSettings) => {
    const { error } = await assignSettings(slugs, settings);
    if (error) return false;
    onChanged();
    toasts.show('success', t('bulk.settingsDone', { count }));
    setNotice(null);
    return true;
  };

  const exportSelected = async () => {
    setIsBusy(true);
    const { error } = await exportRecipes(slugs);
    setIsBusy(false);
    if (!error) setNotice({ kind: 'exported', text: t('bulk.exported', { count }) });
  };

  const remove = async () => {
    setIsBusy(true);
    const { error } = await deleteRecipes(slugs);
    setIsBusy(false);
    if (error) return;
    onChanged();
    toasts.show('success', t('bulk.deleted', { count }));
    setNotice(null);
    selection.clear();
  };

  const none = count === 0;
  return (
    <section className="larder-bulk-bar" aria-label={t('bulk.bar')}>
      <div className="larder-bulk-row">
        <strong aria-live="polite">{t('bulk.selected', { count })}</strong>
        {total > count ? (
          <Button variant="minimal" icon="select" onClick={() => void selectAll()}>
            {t('bulk.selectAll', { count: total })}
          </Button>
        ) : null}
        {none ? null : (
          <Button variant="minimal" icon="cross" onClick={selection.clear}>
            {t('bulk.clear')}
          </Button>
        )}
      </div>
      <div className="larder-bulk-row">
        <Button icon="tag" disabled={none} onClick={() => setOpen('tags')}>
          {t('bulk.tag')}
        </Button>
        <Button icon="folder-close" disabled={none} onClick={() => setOpen('recipeCategory')}>
          {t('bulk.categorize')}
        </Button>
        <Button icon="cog" disabled={none} onClick={() => setOpen('settings')}>
          {t('bulk.settings')}
        </Button>
        <Button icon="export" disabled={none} onClick={() => void exportSelected()}>
          {t('bulk.export')}
        </Button>
        <Button icon="trash" intent="danger" disabled={none} onClick={() => setOpen('delete')}>
          {t('bulk.delete')}
        </Button>
      </div>
      {notice ? (
        <Callout className="larder-bulk-notice" intent="success" icon="tick">
          <span>{notice.text}</span>
          {notice.kind === 'undo' ? (
            <Button
              variant="minimal"
              icon="undo"
              loading={isBusy}
              onClick={() => void undo(notice.field, notice.before)}
            >
              {t('bulk.undo')}
            </Button>
          ) : (
            <LinkButton to="/group/data/exports" variant="minimal" icon="export">
              {t('bulk.openExports')}
            </LinkButton>
          )}
        </Callout>
      ) : null}
      {open === 'tags' || open === 'recipeCategory' ? (
        <BulkOrganizerDialog
          field={open}
          count={count}
          onClose={() => setOpen(null)}
          onApply={(organizers) => assign(open, organizers)}
        />
      ) : null}
      {open === 'settings' ? (
        <BulkSettingsDialog count={count} onClose={() => setOpen(null)} onApply={applySettings} />
      ) : null}
      <Alert
        isOpen={open === 'delete'}
        intent="danger"
        icon="trash"
        confirmButtonText={t('bulk.deleteConfirmButton', { count })}
        cancelButtonText={t('bulk.cancel')}
        onCancel={() => setOpen(null)}
        onConfirm={() => {
          setOpen(null);
          void remove();
        }}
      >
        <p>{t('bulk.deleteConfirm', { count })}</p>
        <ul className="larder-bulk-names">
          {recipes.slice(0, 5).map((recipe) => (
            <li key={recipe.slug}>{recipe.name}</li>
          ))}
          {count > 5 ? <li>{t('bulk.andMore', { count: count - 5 })}</li> : null}
        </ul>
      </Alert>
    </section>
  );
}
