import { Alert, Button, NonIdealState, Section, SectionCard } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { LongLiveTokenOut, UserOut } from '../../../server/contract/users';
import { createApiToken, deleteApiToken } from '../../api/users';
import { FormField } from '../../components/FormField';
import { SecretReveal } from '../../components/SecretReveal';

/** Long-lived tokens for scripts and other apps: the token itself is shown once, at creation. */
export function ApiTokensSection({ user }: { user: UserOut }) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [isCreating, setIsCreating] = useState(false);
  const [created, setCreated] = useState<LongLiveTokenOut | null>(null);
  const [deleting, setDeleting] = useState<LongLiveTokenOut | null>(null);
  const tokens = user.tokens ?? [];

  const handleCreate = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    setIsCreating(true);
    const { data } = await createApiToken(name.trim());
    setIsCreating(false);
    if (data) {
      setCreated(data);
      setName('');
    }
  };

  return (
    <Section title={t('profile.tokensTitle')} icon="key" elevation={1}>
      <SectionCard>
        <p className="larder-section-intro">{t('profile.tokensIntro')}</p>
        <form className="larder-inline-form" onSubmit={(event) => void handleCreate(event)}>
          <FormField
            id="profile-token-name"
            label={t('profile.tokenName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={null}
          />
          <Button type="submit" icon="plus" loading={isCreating} disabled={!name.trim()}>
            {t('profile.createToken')}
          </Button>
        </form>
        {created ? (
          <SecretReveal
            title={t('profile.tokenCreated', { name: created.name })}
            description={t('profile.tokenOnce')}
            value={created.token}
            onDismiss={() => setCreated(null)}
          />
        ) : null}
        {tokens.length === 0 ? (
          <NonIdealState
            icon="key"
            layout="horizontal"
            description={t('profile.noTokens')}
            className="larder-compact-empty"
          />
        ) : (
          <ul className="larder-row-list" aria-label={t('profile.tokensTitle')}>
            {tokens.map((token) => (
              <li key={token.id} className="larder-row">
                <span className="larder-row-main">
                  <strong>{token.name}</strong>
                  {token.createdAt ? (
                    <small>
                      {t('profile.tokenCreatedOn', {
                        date: new Date(token.createdAt).toLocaleDateString(i18n.language),
                      })}
                    </small>
                  ) : null}
                </span>
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="trash"
                  aria-label={t('profile.deleteToken', { name: token.name })}
                  onClick={() => setDeleting(token)}
                />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <Alert
        isOpen={deleting !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('profile.deleteTokenConfirm')}
        cancelButtonText={t('profile.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void deleteApiToken(deleting.id);
          if (deleting?.id === created?.id) setCreated(null);
          setDeleting(null);
        }}
      >
        <p>{t('profile.deleteTokenQuestion', { name: deleting?.name ?? '' })}</p>
      </Alert>
    </Section>
  );
}
