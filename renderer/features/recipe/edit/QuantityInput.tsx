import { InputGroup } from '@blueprintjs/core';
import { useState, type KeyboardEvent } from 'react';

import { formatAmount, parseAmount } from '../../../i18n/number-format';

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

const shown = (quantity: number | null) =>
  quantity === null ? '' : formatAmount(quantity, undefined, 6);

/** A decimal amount in the locale's way (a point or a comma works too); empty or not a number is no quantity. */
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
        const quantity = parseAmount(event.target.value);
        setText(event.target.value);
        setTextValue(quantity);
        onChange(quantity);
      }}
    />
  );
}
