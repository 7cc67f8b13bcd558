import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown in cook mode when the browser cannot keep the screen awake: how to do it by hand. */
export function ScreenOnHint() {
  const { t } = useTranslation();
  const [isDismissed, setIsDismissed] = useState(false);
  if (isDismissed) return null;
  return (
    <Callout
      intent="primary"
      icon="lightbulb"
      title={t('recipe.screenHintTitle')}
      className="larder-cook-screen-hint"
      role="note"
    >
      <p>{t('recipe.screenHint')}</p>
      <Button size="small" onClick={() => setIsDismissed(true)}>
        {t('recipe.screenHintDismiss')}
      </Button>
    </Callout>
  );
}
