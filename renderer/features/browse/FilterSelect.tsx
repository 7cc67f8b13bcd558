import { Button, InputGroup, Menu, MenuItem, PopoverNext, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A labelled multi-select: a button opening a filterable list, the choices as removable tags. */
export function FilterSelect({ label, options, selected, onChange }: FilterSelectProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const toggle = (value: string) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  const visible = options.filter((option) =>
    option.label.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ?? value;
  return (
    <div className="larder-filter-select">
      <PopoverNext
        placement="bottom-start"
        onClosed={() => setFilter('')}
        content={
          <div className="larder-filter-popover">
            <InputGroup
              aria-label={t('browse.filterPlaceholder')}
              placeholder={t('browse.filterPlaceholder')}
              leftIcon="filter"
              value={filter}
              onValueChange={setFilter}
              autoFocus
            />
            <Menu aria-label={label} className="larder-filter-menu">
              {visible.length === 0 ? (
                <MenuItem disabled text={t('browse.noOptions')} />
              ) : (
                visible.map((option) => (
                  <MenuItem
                    key={option.value}
                    roleStructure="listoption"
                    selected={selected.includes(option.value)}
                    text={option.label}
                    shouldDismissPopover={false}
                    onClick={() => toggle(option.value)}
                  />
                ))
              )}
            </Menu>
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
