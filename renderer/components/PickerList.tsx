import { Classes, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';

interface PickerOption {
  key: string;
  label: string;
  icon?: ReactNode;
  /** Already chosen (multiple choice): shown with a tick. */
  isSelected?: boolean;
}

interface PickerListProps {
  /** The listbox's id; each option's id is `{id}-{index}` (see `pickerOptionId`). */
  id: string;
  label: string;
  options: PickerOption[];
  activeIndex: number;
  isMultiple?: boolean;
  className?: string;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

export function pickerOptionId(listId: string, index: number): string {
  return `${listId}-${index}`;
}

/**
 * The options of a picker whose text field keeps the focus (a combobox): the field's arrow keys
 * move the highlight (`useActiveOption`), the field names it with `aria-activedescendant`, and a
 * click chooses without taking the focus away from the field.
 */
export function PickerList(props: PickerListProps) {
  const { id, options, activeIndex, isMultiple = false } = props;
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={props.label}
      aria-multiselectable={isMultiple || undefined}
      className={`${Classes.MENU} larder-picker-list ${props.className ?? ''}`}
    >
      {options.map((option, index) => {
        const isActive = index === activeIndex;
        const isSelected = isMultiple ? Boolean(option.isSelected) : isActive;
        return (
          <li
            key={option.key}
            id={pickerOptionId(id, index)}
            role="option"
            aria-selected={isSelected}
            ref={isActive ? (element) => element?.scrollIntoView({ block: 'nearest' }) : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => props.onHover(index)}
            onClick={() => props.onChoose(index)}
          >
            <span className={`${Classes.MENU_ITEM}${isActive ? ` ${Classes.ACTIVE}` : ''}`}>
              {isMultiple ? <Icon icon={option.isSelected ? 'small-tick' : 'blank'} /> : null}
              {option.icon}
              <span className={`${Classes.FILL} ${Classes.TEXT_OVERFLOW_ELLIPSIS}`}>
                {option.label}
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
