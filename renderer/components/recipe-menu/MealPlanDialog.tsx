import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
} from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { createPlanEntry, planEntryTypes, type PlanEntryType } from '../../api/meal-plans';
import { useToasts } from '../../app/toasts/useToasts';

function today(): string {
  const now = new Date();
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${String(now.getFullYear())}-${month}-${day}`;
}

interface MealPlanDialogProps {
  recipeId: string;
  onClose: () => void;
}

/** Date and entry type (default dinner); only a 201 counts as success (spec §7, §8). */
export function MealPlanDialog({ recipeId, onClose }: MealPlanDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [date, setDate] = useState(today);
  const [entryType, setEntryType] = useState<PlanEntryType>('dinner');
  const [isBusy, setIsBusy] = useState(false);
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!date) return;
    setIsBusy(true);
    const { response } = await createPlanEntry({ date, entryType, title: '', text: '', recipeId });
    setIsBusy(false);
    if (response?.status === 201) {
      toasts.show('success', t('recipeMenu.mealPlanAdded'));
      onClose();
    } else {
      toasts.show('error', t('recipeMenu.mealPlanFailed'));
    }
  };
  return (
    <Dialog isOpen title={t('recipeMenu.mealPlanTitle')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup
            label={t('recipeMenu.date')}
            labelFor="larder-mealplan-date"
            helperText={t('recipeMenu.dateHint')}
          >
            <InputGroup
              id="larder-mealplan-date"
              type="date"
              required
              value={date}
              onValueChange={setDate}
            />
          </FormGroup>
          <FormGroup label={t('recipeMenu.entryType')} labelFor="larder-mealplan-type">
            <HTMLSelect
              id="larder-mealplan-type"
              fill
              value={entryType}
              onChange={(event) => setEntryType(event.currentTarget.value as PlanEntryType)}
              options={planEntryTypes.map((type) => ({
                value: type,
                label: t(`recipeMenu.entry_${type}`),
              }))}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('recipeMenu.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isBusy}>
                {t('recipeMenu.add')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
