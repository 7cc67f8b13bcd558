import { InputGroup } from '@blueprintjs/core';
import { useId, useState, type JSX } from 'react';

export interface Named {
  id: string;
  name: string;
}

/**
 * What an unknown name does: `onCreate` creates it at once and picks the result (create on the
 * fly); `onNew` hands the typed name back for the caller to create later (the parse review).
 */
type UnknownName<T extends Named> =
  | { onCreate: (name: string) => Promise<T | null>; onNew?: never }
  | { onNew: (name: string) => void; onCreate?: never };

type NamePickerProps<T extends Named> = UnknownName<T> & {
  label: string;
  value: { name: string } | null;
  options: readonly T[];
  /** Called with the picked item, or `null` when the text is cleared. */
  onPick: (item: Named | null) => void;
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  /** Shown inside the field on the right (the parse review's "new" mark). */
  rightElement?: JSX.Element;
};

/**
 * A typed name with suggestions from a `datalist`. On commit (blur or Enter) a known name picks
 * that item and an unknown one is created (or handed back with `onNew`).
 */
export function NamePicker<T extends Named>(props: NamePickerProps<T>) {
  const { label, value, options, onPick, onCreate, onNew, placeholder, className } = props;
  const { disabled, rightElement } = props;
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const commit = async () => {
    if (text === null) return;
    const name = text.trim();
    setText(null);
    if (name === (value?.name ?? '')) return;
    if (!name) {
      onPick(null);
      return;
    }
    const known = options.find((option) => option.name.toLowerCase() === name.toLowerCase());
    if (known) {
      onPick({ id: known.id, name: known.name });
      return;
    }
    if (onNew) {
      onNew(name);
      return;
    }
    const created = await onCreate(name);
    if (created) onPick({ id: created.id, name: created.name });
  };
  return (
    <>
      <InputGroup
        className={className}
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text ?? value?.name ?? ''}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => void commit()}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void commit();
          }
        }}
        list={listId}
        disabled={disabled}
        rightElement={rightElement}
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.name} />
        ))}
      </datalist>
    </>
  );
}
