import { Checkbox, InputGroup, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { FoodOut, UnitOut } from '../../../../server/contract/recipes';

import { NamePicker, type Named } from './NamePicker';
import {
  confidenceLevel,
  formatConfidence,
  isNewName,
  type ConfidenceLevel,
  type ReviewLine,
} from './parse-review';
import { QuantityInput } from './QuantityInput';

interface ParseReviewLineProps {
  line: ReviewLine;
  number: number;
  units: readonly UnitOut[];
  foods: readonly FoodOut[];
  onChange: (patch: Partial<ReviewLine>) => void;
}

const levelIntent: Record<ConfidenceLevel, Intent> = {
  high: 'success',
  medium: 'warning',
  low: 'danger',
};

function pickFrom<T extends Named>(item: Named | null, options: readonly T[]): T | null {
  return item ? (options.find((option) => option.id === item.id) ?? null) : null;
}

/** One parsed line: the text as written, the parser's reading to fix, and whether to take it. */
export function ParseReviewLine({ line, number, units, foods, onChange }: ParseReviewLineProps) {
  const { t } = useTranslation();
  const level = confidenceLevel(line.confidence);
  const isOff = !line.isAccepted;
  const newMark = (isNew: boolean, title: string) =>
    isNew ? (
      <Tag minimal intent="primary" title={title}>
        {t('recipe.parseNew')}
      </Tag>
    ) : undefined;
  return (
    <li className={isOff ? 'larder-parse-line is-skipped' : 'larder-parse-line'}>
      <div className="larder-parse-line-head">
        <Checkbox
          checked={line.isAccepted}
          onChange={(event) => onChange({ isAccepted: event.currentTarget.checked })}
          label={line.input}
        />
        <span className="larder-parse-marks">
          <Tag
            minimal
            round
            intent={levelIntent[level]}
            title={t('recipe.parseConfidence')}
            aria-label={t('recipe.parseConfidenceOf', {
              number,
              value: formatConfidence(line.confidence),
            })}
          >
            {formatConfidence(line.confidence)}
          </Tag>
          {level === 'low' ? (
            <Tag minimal intent="danger" icon="warning-sign">
              {t('recipe.parseCheckLine')}
            </Tag>
          ) : null}
        </span>
      </div>
      <div className="larder-parse-fields">
        <QuantityInput
          label={t('recipe.parseQuantityOf', { number })}
          placeholder={t('recipe.quantity')}
          value={line.quantity}
          disabled={isOff}
          onChange={(quantity) => onChange({ quantity })}
        />
        <NamePicker
          label={t('recipe.parseUnitOf', { number })}
          placeholder={t('recipe.unit')}
          value={line.unit}
          options={units}
          disabled={isOff}
          rightElement={newMark(isNewName(line.unit), t('recipe.parseNewUnit'))}
          onNew={(name) => onChange({ unit: { id: null, name, pluralName: null } })}
          onPick={(item) => onChange({ unit: pickFrom(item, units) })}
        />
        <NamePicker
          label={t('recipe.parseFoodOf', { number })}
          placeholder={t('recipe.food')}
          value={line.food}
          options={foods}
          disabled={isOff}
          rightElement={newMark(isNewName(line.food), t('recipe.parseNewFood'))}
          onNew={(name) => onChange({ food: { id: null, name, pluralName: null } })}
          onPick={(item) => onChange({ food: pickFrom(item, foods) })}
        />
        <InputGroup
          aria-label={t('recipe.parseNoteOf', { number })}
          placeholder={t('recipe.note')}
          value={line.note}
          disabled={isOff}
          onValueChange={(note) => onChange({ note })}
        />
      </div>
    </li>
  );
}
