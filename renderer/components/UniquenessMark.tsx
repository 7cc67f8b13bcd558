import { Icon, Spinner } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { Uniqueness } from '../api/validators';

/** The inside-the-field mark of a live uniqueness check: a spinner while asking, a tick when free. */
export function UniquenessMark({ state }: { state: Uniqueness }) {
  const { t } = useTranslation();
  if (state === 'checking') {
    return (
      <Spinner size={16} className="larder-field-mark" aria-label={t('validation.checking')} />
    );
  }
  if (state === 'free') {
    return (
      <Icon
        icon="tick-circle"
        intent="success"
        className="larder-field-mark"
        aria-label={t('validation.available')}
      />
    );
  }
  return null;
}
