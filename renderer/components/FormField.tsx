import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';

import { PasswordInput } from './PasswordInput';

interface FormFieldProps extends Omit<InputGroupProps, 'intent' | 'id'> {
  id: string;
  label: string;
  /** The validation hint, shown in red; null when the value is fine (or not touched yet). */
  error: string | null;
  /** Always-visible guidance, replaced by the error while there is one. */
  hint?: string;
}

/** A labelled text field with live validation; `type="password"` gets a show/hide toggle. */
export function FormField({ id, label, error, hint, type, ...input }: FormFieldProps) {
  const intent = error ? 'danger' : 'none';
  const inputProps = { id, intent, 'aria-invalid': !!error, ...input } as const;
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? hint} intent={intent}>
      {type === 'password' ? (
        <PasswordInput {...inputProps} />
      ) : (
        <InputGroup type={type} {...inputProps} />
      )}
    </FormGroup>
  );
}
