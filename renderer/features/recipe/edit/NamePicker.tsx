import { InputGroup } from '@blueprintjs/core';
import { useId, useState } from 'react';

export interface Named {
  id: string;
  name: string;
}

interface NamePickerProps<T extends Named> {
  label: string;
  value: Named | null;
  options: readonly T[];
  /** Called with the picked item; an unknown name is created first (create on the fly). */
  onPick: (item: Named | null) => void;
  onCreate: (name: string) => Promise<T | null>;
  placeholder?: string;
  className?: string;
}

/**
 * A typed name with suggestions from a `datalist`. On commit (blur or Enter) a known name picks
 * that item and an unknown one is created.
 */
export function NamePicker<T extends Named>(props: NamePickerProps<T>) {
  const { label, value, options, onPick, onCreate, placeholder, className } = props;
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
      />
      <datalist id={listId}>
        {options.map((option) => (
          <option key={option.id} value={option.name} />
        ))}
      </datalist>
    </>
  );
}
