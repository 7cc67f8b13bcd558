import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { useClipboard } from './useClipboard';

interface SecretRevealProps {
  /** What the value is, e.g. "Your new API token". */
  title: string;
  /** Why it matters, e.g. that it is shown only once. */
  description: string;
  value: string;
  onDismiss: () => void;
}

/** A token or link shown once, read-only and selectable, with a copy button. */
export function SecretReveal({ title, description, value, onDismiss }: SecretRevealProps) {
  const { t } = useTranslation();
  const copy = useClipboard();
  return (
    <Callout intent="success" icon="key" title={title} className="larder-secret">
      <p>{description}</p>
      <InputGroup
        readOnly
        value={value}
        aria-label={title}
        className="larder-secret-value"
        onFocus={(event) => event.currentTarget.select()}
        rightElement={
          <Button icon="duplicate" variant="minimal" onClick={() => void copy(value)}>
            {t('clipboard.copy')}
          </Button>
        }
      />
      <Button variant="minimal" icon="cross" className="larder-secret-dismiss" onClick={onDismiss}>
        {t('clipboard.done')}
      </Button>
    </Callout>
  );
}
