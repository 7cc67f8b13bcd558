import { AnchorButton, Card, H1, H2 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { MinimalFrame } from '../../components/MinimalFrame';

/**
 * Spec §2/§8: a not-found title for 404, otherwise 'An error occurred', with a home button. The
 * home button is a plain link, so it also recovers from a broken app state.
 */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const isNotFound = status === 404;
  let text = t('error.genericText');
  if (isNotFound) text = t('error.notFoundText');
  if (status === 403) text = t('error.forbidden');
  return (
    <MinimalFrame>
      <Card className="larder-error-card" elevation={1}>
        <H1 className="larder-error-status">{status}</H1>
        <H2>{isNotFound ? t('error.notFound') : t('error.generic')}</H2>
        <p>{text}</p>
        <AnchorButton href="/" icon="home" intent="primary" size="large">
          {t('error.home')}
        </AnchorButton>
      </Card>
    </MinimalFrame>
  );
}
