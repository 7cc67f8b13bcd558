import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  SegmentedControl,
  TextArea,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import {
  createPlanEntry,
  planEntryTypes,
  refreshMealPlans,
  updatePlanEntry,
  type PlanEntryType,
  type ReadPlanEntry,
} from '../../api/meal-plans';
import { useToasts } from '../../app/toasts/useToasts';

import { RecipePicker } from './RecipePicker';

interface EntryDialogProps {
  /** The entry to edit, or null to add one on `date`. */
  entry: ReadPlanEntry | null;
  date: string;
  onClose: () => void;
}

/** Adds or edits one plan entry: its day, meal, and a recipe or a free-text note. */
export function EntryDialog({ entry, date: initialDate, onClose }: EntryDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [date, setDate] = useState(entry?.date ?? initialDate);
  const [entryType, setEntryType] = useState<PlanEntryType>(entry?.entryType ?? 'dinner');
  const [kind, setKind] = useState<'recipe' | 'note'>(entry && !entry.recipeId ? 'note' : 'recipe');
  const [recipe, setRecipe] = useState(
    entry?.recipe ? { id: entry.recipe.id, name: entry.recipe.name } : null,
  );
  const [title, setTitle] = useState(entry?.title ?? '');
  const [text, setText] = useState(entry?.text ?? '');
  const [isBusy, setIsBusy] = useState(false);
  const isComplete = Boolean(date) && (kind === 'recipe' ? recipe !== null : title.trim() !== '');

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isComplete) return;
    setIsBusy(true);
    const fields = {
      date,
      entryType,
      title: kind === 'note' ? title.trim() : '',
      text: kind === 'note' ? text : '',
      recipeId: kind === 'recipe' ? (recipe?.id ?? null) : null,
    };
    const { response } = entry
      ? await updatePlanEntry({ ...entry, ...fields })
      : await createPlanEntry(fields);
    setIsBusy(false);
    if (entry ? response?.ok : response?.status === 201) {
      await refreshMealPlans();
      if (!entry) toasts.show('success', t('recipeMenu.mealPlanAdded'));
      onClose();
    } else if (!entry) {
      toasts.show('error', t('recipeMenu.mealPlanFailed'));
    }
  };

  return (
    <Dialog
      isOpen
      title={entry ? t('mealPlan.editEntry') : t('mealPlan.addEntry')}
      onClose={onClose}
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <div className="larder-plan-dialog-row">
            <FormGroup label={t('recipeMenu.date')} labelFor="larder-plan-date">
              <InputGroup
                id="larder-plan-date"
                type="date"
                required
                value={date}
                onValueChange={setDate}
              />
            </FormGroup>
            <FormGroup label={t('recipeMenu.entryType')} labelFor="larder-plan-type">
              <HTMLSelect
                id="larder-plan-type"
                fill
                value={entryType}
                onChange={(event) => setEntryType(event.currentTarget.value as PlanEntryType)}
                options={planEntryTypes.map((type) => ({
                  value: type,
                  label: t(`recipeMenu.entry_${type}`),
                }))}
              />
            </FormGroup>
          </div>
          <SegmentedControl
            className="larder-plan-kind"
            fill
            value={kind}
            onValueChange={(value) => setKind(value as 'recipe' | 'note')}
            options={[
              { value: 'recipe', label: t('mealPlan.kindRecipe') },
              { value: 'note', label: t('mealPlan.kindNote') },
            ]}
          />
          {kind === 'recipe' ? (
            <RecipePicker selected={recipe} onSelect={setRecipe} />
          ) : (
            <>
              <FormGroup label={t('mealPlan.noteTitle')} labelFor="larder-plan-title">
                <InputGroup
                  id="larder-plan-title"
                  required
                  maxLength={500}
                  value={title}
                  onValueChange={setTitle}
                />
              </FormGroup>
              <FormGroup label={t('mealPlan.noteText')} labelFor="larder-plan-text">
                <TextArea
                  id="larder-plan-text"
                  fill
                  value={text}
                  onChange={(event) => setText(event.currentTarget.value)}
                />
              </FormGroup>
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isBusy} disabled={!isComplete}>
                {entry ? t('mealPlan.save') : t('recipeMenu.add')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
