import { Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { LastDelivery } from '../../../server/contract/deliveries';

/** How a webhook's or notifier's last call went: sent, or failed and why; "never" before one. */
export function DeliveryResult({ delivery }: { delivery: LastDelivery | null }) {
  const { t, i18n } = useTranslation();
  if (!delivery) {
    return <small className="larder-delivery">{t('notifications.neverSent')}</small>;
  }
  const at = new Date(delivery.at).toLocaleString(i18n.language);
  return (
    <small className="larder-delivery" data-testid="delivery-result">
      <Tag
        minimal
        intent={delivery.ok ? 'success' : 'danger'}
        icon={delivery.ok ? 'tick' : 'error'}
      >
        {delivery.ok ? t('notifications.sent') : t('notifications.failed')}
      </Tag>
      {delivery.ok
        ? t('notifications.sentAt', { at })
        : t('notifications.failedAt', {
            at,
            reason: delivery.error ?? '',
            count: delivery.attempts,
          })}
    </small>
  );
}
