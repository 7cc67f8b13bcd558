import { useTranslation } from 'react-i18next';

import { LinkButton } from '../../components/LinkButton';

/** The household's outgoing-notification pages, linked from each other and the settings page. */
export function NotificationsNav({ current }: { current?: 'webhooks' | 'notifiers' | 'actions' }) {
  const { t } = useTranslation();
  return (
    <nav className="larder-notifications-nav" aria-label={t('notifications.pages')}>
      {current ? (
        <LinkButton to="/group" icon="cog">
          {t('household.settings')}
        </LinkButton>
      ) : null}
      {current !== 'webhooks' ? (
        <LinkButton to="/group/webhooks" icon="globe-network">
          {t('notifications.webhooks')}
        </LinkButton>
      ) : null}
      {current !== 'notifiers' ? (
        <LinkButton to="/group/notifiers" icon="notifications">
          {t('notifications.notifiers')}
        </LinkButton>
      ) : null}
      {current !== 'actions' ? (
        <LinkButton to="/group/recipe-actions" icon="send-to">
          {t('notifications.recipeActions')}
        </LinkButton>
      ) : null}
    </nav>
  );
}
