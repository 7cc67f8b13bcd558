import { Alert, Button, Collapse } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ItemRow } from './ItemRow';
import type { ItemPatch, ShownItem } from './outbox';

interface CheckedItemsProps {
  items: readonly ShownItem[];
  recipeNamesOf: (item: ShownItem) => string[];
  onChange: (item: ShownItem, patch: ItemPatch) => void;
  onDelete: (item: ShownItem) => void;
  onClear: () => void;
}

/** Lines already bought: collapsed under a count, with "clear checked" (asks first). */
export function CheckedItems({
  items,
  recipeNamesOf,
  onChange,
  onDelete,
  onClear,
}: CheckedItemsProps) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  if (items.length === 0) return null;
  return (
    <section className="larder-checked" aria-label={t('shopping.checkedTitle')}>
      <div className="larder-checked-header">
        <Button
          variant="minimal"
          size="large"
          icon={isOpen ? 'chevron-down' : 'chevron-right'}
          aria-expanded={isOpen}
          onClick={() => setIsOpen((open) => !open)}
        >
          {t('shopping.checkedCount', { count: items.length })}
        </Button>
        <Button
          intent="danger"
          variant="outlined"
          icon="trash"
          onClick={() => setIsConfirming(true)}
        >
          {t('shopping.clearChecked')}
        </Button>
      </div>
      <Collapse isOpen={isOpen}>
        <ul className="larder-item-list">
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              recipeNames={recipeNamesOf(item)}
              onChange={(patch) => onChange(item, patch)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </ul>
      </Collapse>
      <Alert
        isOpen={isConfirming}
        intent="danger"
        icon="trash"
        confirmButtonText={t('shopping.clearChecked')}
        cancelButtonText={t('shopping.cancel')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onClear();
        }}
      >
        <p>{t('shopping.clearCheckedConfirm', { count: items.length })}</p>
      </Alert>
    </section>
  );
}
