import { HTMLTable, ProgressBar, Tag, type Intent } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { ParsedIngredient } from '../../../../server/contract/parser';

type Part = 'quantity' | 'unit' | 'food' | 'note';
const parts: readonly Part[] = ['quantity', 'unit', 'food', 'note'];
const confidenceOf = { quantity: 'quantity', unit: 'unit', food: 'food', note: 'comment' } as const;

const intentFor = (value: number): Intent =>
  value >= 0.8 ? 'success' : value >= 0.5 ? 'warning' : 'danger';

function Confidence({ value }: { value: number }) {
  return (
    <>
      <ProgressBar value={value} intent={intentFor(value)} stripes={false} animate={false} />
      <span>{`${String(Math.round(value * 100))} %`}</span>
    </>
  );
}

/** Each part the parser found, what it read and how sure it is. */
export function ParsedLineTable({ parsed }: { parsed: ParsedIngredient }) {
  const { t } = useTranslation();
  const { ingredient, confidence } = parsed;
  const values: Record<Part, { text: string; isNew: boolean }> = {
    quantity: { text: ingredient.quantity ? String(ingredient.quantity) : '', isNew: false },
    unit: {
      text: ingredient.unit?.name ?? '',
      isNew: !!ingredient.unit && !('id' in ingredient.unit),
    },
    food: {
      text: ingredient.food?.name ?? '',
      isNew: !!ingredient.food && !('id' in ingredient.food),
    },
    note: { text: ingredient.note, isNew: false },
  };
  return (
    <HTMLTable compact className="larder-parser-table">
      <thead>
        <tr>
          <th scope="col">{t('parserLab.property')}</th>
          <th scope="col">{t('parserLab.value')}</th>
          <th scope="col">{t('parserLab.confidence')}</th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => {
          const value = confidence[confidenceOf[part]];
          const { text, isNew } = values[part];
          return (
            <tr key={part} data-part={part}>
              <th scope="row">{t(`parserLab.part_${part}`)}</th>
              <td>
                {text || <span className="larder-muted">{t('parserLab.none')}</span>}
                {isNew && (
                  <Tag minimal round className="larder-parser-new">
                    {t('parserLab.newItem')}
                  </Tag>
                )}
              </td>
              <td className="larder-parser-confidence">
                {text ? (
                  <Confidence value={value} />
                ) : (
                  <span className="larder-muted">{t('parserLab.none')}</span>
                )}
              </td>
            </tr>
          );
        })}
        <tr className="larder-parser-average">
          <th scope="row">{t('parserLab.average')}</th>
          <td />
          <td className="larder-parser-confidence">
            <Confidence value={confidence.average} />
          </td>
        </tr>
      </tbody>
    </HTMLTable>
  );
}
