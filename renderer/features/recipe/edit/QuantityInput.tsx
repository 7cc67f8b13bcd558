import { InputGroup } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';

interface QuantityInputProps {
  label: string;
  placeholder: string;
  value: number | null;
  onChange: (quantity: number | null) => void;
  className?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const shown = (quantity: number | null) => (quantity === null ? '' : String(quantity));

/** A decimal amount (a comma works too); empty or not a number is no quantity. */
export function QuantityInput(props: QuantityInputProps) {
  const { label, placeholder, value, onChange, className, disabled, autoFocus, onKeyDown } = props;
  // The typed text stays as typed ("0." mid-entry); a change from outside (Parse) replaces it.
  const [text, setText] = useState(shown(value));
  const [textValue, setTextValue] = useState(value);
  if (textValue !== value) {
    setTextValue(value);
    setText(shown(value));
  }
  return (
    <InputGroup
      className={className}
      aria-label={label}
      placeholder={placeholder}
      inputMode="decimal"
      disabled={disabled}
      autoFocus={autoFocus}
      onKeyDown={onKeyDown}
      value={text}
      onChange={(event) => {
        const number = Number(event.target.value.replace(',', '.'));
        const quantity = event.target.value.trim() && Number.isFinite(number) ? number : null;
        setText(event.target.value);
        setTextValue(quantity);
        onChange(quantity);
      }}
    />
  );
}
