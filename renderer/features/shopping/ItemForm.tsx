import { Button, InputGroup } from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { FoodOut, UnitOut } from '../../../server/contract/organizers';
import { createFood, createUnit, useFoods, useUnits } from '../../api/foods-units';
import { useLabels } from '../../api/group-data';
import { LabelSelect } from '../../components/LabelSelect';
import { NamePicker, type Named } from '../recipe/edit/NamePicker';

import type { ItemPatch } from './outbox';

interface ItemFormValues {
  note: string;
  quantity: number;
  food: FoodOut | null;
  unit: UnitOut | null;
  labelId?: string | null;
}

interface ItemFormProps {
  initial: ItemFormValues;
  /** Start with the quantity, unit and food fields open (a line that has them). */
  showsAmount: boolean;
  submitLabel: string;
  /** Clears the fields after a submit (the add form); the edit form closes instead. */
  resets?: boolean;
  onSubmit: (patch: ItemPatch) => void;
  onCancel?: () => void;
}

function pick<T extends Named>(item: Named | null, options: readonly T[]): T | null {
  return item ? (options.find((option) => option.id === item.id) ?? null) : null;
}

/** A line's fields: a free-text note, and on demand quantity, unit and food (with pickers). */
export function ItemForm(props: ItemFormProps) {
  const { initial, submitLabel, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const foods = useFoods();
  const units = useUnits();
  const labels = useLabels();
  const [isAmountOpen, setIsAmountOpen] = useState(props.showsAmount);
  const [note, setNote] = useState(initial.note);
  const [quantityText, setQuantityText] = useState(String(initial.quantity));
  const [food, setFood] = useState<FoodOut | null>(initial.food);
  const [unit, setUnit] = useState<UnitOut | null>(initial.unit);
  const [labelId, setLabelId] = useState(initial.labelId ?? null);
  const quantity = Number(quantityText.replace(',', '.'));
  const isQuantityValid = quantityText.trim() !== '' && Number.isFinite(quantity) && quantity >= 0;
  const canSubmit = (note.trim() !== '' || food !== null) && (!isAmountOpen || isQuantityValid);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    // An unchanged label stays unsent, so the server may give the line its food's label.
    const label =
      labelId === (initial.labelId ?? null)
        ? {}
        : { labelId, label: labels.find((item) => item.id === labelId) ?? null };
    onSubmit(
      isAmountOpen
        ? { note: note.trim(), quantity, food, unit, isFood: food !== null, ...label }
        : {
            note: note.trim(),
            quantity: initial.quantity,
            food: null,
            unit: null,
            isFood: false,
            ...label,
          },
    );
    if (props.resets) {
      setNote('');
      setQuantityText('1');
      setFood(null);
      setUnit(null);
      setLabelId(null);
    }
  };

  return (
    <form className="larder-item-form" onSubmit={submit}>
      {isAmountOpen && (
        <div className="larder-item-amount">
          <InputGroup
            className="larder-item-quantity"
            aria-label={t('shopping.quantity')}
            placeholder={t('shopping.quantity')}
            inputMode="decimal"
            intent={isQuantityValid ? 'none' : 'danger'}
            value={quantityText}
            onValueChange={setQuantityText}
          />
          <NamePicker
            className="larder-item-unit"
            label={t('shopping.unit')}
            value={unit}
            options={units}
            onCreate={createUnit}
            onPick={(item) => setUnit(pick(item, units) ?? (item as UnitOut | null))}
          />
          <NamePicker
            className="larder-item-food"
            label={t('shopping.food')}
            value={food}
            options={foods}
            onCreate={createFood}
            onPick={(item) => setFood(pick(item, foods) ?? (item as FoodOut | null))}
          />
          <LabelSelect className="larder-item-label-select" value={labelId} onChange={setLabelId} />
        </div>
      )}
      <div className="larder-item-note-row">
        <InputGroup
          className="larder-item-note"
          size="large"
          aria-label={t('shopping.note')}
          placeholder={t('shopping.notePlaceholder')}
          value={note}
          onValueChange={setNote}
          autoFocus={!props.resets}
        />
        <Button
          size="large"
          variant="minimal"
          icon={isAmountOpen ? 'chevron-up' : 'numerical'}
          aria-label={t(isAmountOpen ? 'shopping.hideAmount' : 'shopping.showAmount')}
          aria-expanded={isAmountOpen}
          onClick={() => setIsAmountOpen((open) => !open)}
        />
        {onCancel && (
          <Button size="large" onClick={onCancel}>
            {t('shopping.cancel')}
          </Button>
        )}
        <Button size="large" type="submit" intent="primary" disabled={!canSubmit}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
