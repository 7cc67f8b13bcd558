import { Button, Classes, InputGroup, PopoverNext, Tag } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PickerList, pickerOptionId } from '../../components/PickerList';
import { useActiveOption } from '../../components/useActiveOption';

export interface FilterOption {
  /** What goes into the URL and the query (a slug, or a food id). */
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/**
 * A labelled multi-select: a button opening a filterable list, the choices as removable tags.
 * The filter field keeps the focus: the first match is highlighted, the arrow keys move the
 * highlight and Enter adds or removes it.
 */
export function FilterSelect({ label, options, selected, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [filter, setFilter] = useState('');
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  const visible = options.filter((option) =>
    option.label.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const keys = useActiveOption(visible, (option) => toggle(option.value));
  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  return (
    <div className="larder-filter-select">
      <PopoverNext
        placement="bottom-start"
        onClosed={() => {
          setFilter('');
          keys.reset();
        }}
        content={
          <div className="larder-filter-popover">
            <InputGroup
              role="combobox"
              aria-label={t('browse.filterPlaceholder')}
              aria-expanded={visible.length > 0}
              aria-controls={listId}
              aria-activedescendant={
                keys.activeIndex >= 0 ? pickerOptionId(listId, keys.activeIndex) : undefined
              }
              placeholder={t('browse.filterPlaceholder')}
              leftIcon="filter"
              value={filter}
              onValueChange={(value) => {
                setFilter(value);
                keys.reset();
              }}
              onKeyDown={keys.onKeyDown}
              autoFocus
            />
            {visible.length === 0 ? (
              <p className={`larder-filter-menu ${Classes.TEXT_MUTED}`}>{t('browse.noOptions')}</p>
            ) : (
              <PickerList
                id={listId}
                label={label}
                className="larder-filter-menu"
                isMultiple
                options={visible.map((option) => ({
                  key: option.value,
                  label: option.label,
                  isSelected: selected.includes(option.value),
                }))}
                activeIndex={keys.activeIndex}
                onHover={keys.setActive}
                onChoose={(index) => {
                  const option = visible[index];
                  if (option) toggle(option.value);
                }}
              />
            )}
          </div>
        }
      >
        <Button icon="filter-list" endIcon="caret-down" aria-label={label}>
          {label}
          {selected.length > 0 ? ` (${String(selected.length)})` : ''}
        </Button>
      </PopoverNext>
      {selected.map((value) => (
        <Tag key={value} minimal onRemove={() => toggle(value)}>
          {labelOf(value)}
        </Tag>
      ))}
    </div>
  );
}
