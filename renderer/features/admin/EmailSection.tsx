import { Button, Callout } from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { sendTestEmail, useEmailReady } from '../../api/admin';
import { FormField } from '../../components/FormField';
import { useEmailForm } from '../../components/useEmailForm';

import { DataSection } from './DataSection';

type Outcome = { intent: 'success' | 'danger'; text: string } | null;

/** Whether outgoing mail is set up, and a test message to check it end to end. */
export function EmailSection() {
  const { t } = useTranslation();
  const { data, error, mutate } = useEmailReady();
  const form = useEmailForm();
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const handleSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    const email = form.submittedEmail();
    if (!email) return;
    setIsSending(true);
    setOutcome(null);
    const { data: sent } = await sendTestEmail(email);
    setIsSending(false);
    if (!sent) return;
    setOutcome(
      sent.success
        ? { intent: 'success', text: t('manage.emailSent', { to: email }) }
        : {
            intent: 'danger',
            text: t('manage.emailFailed', { message: sent.error ?? t('manage.emailUnknown') }),
          },
    );
  };

  return (
    <DataSection
      title={t('manage.emailTitle')}
      icon="envelope"
      data={data}
      error={error}
      onRetry={() => void mutate()}
    >
      {({ ready }) =>
        ready ? (
          <>
            <form className="larder-inline-form" onSubmit={(event) => void handleSubmit(event)}>
              <FormField
                id="admin-test-email"
                label={t('manage.emailTo')}
                type="email"
                error={form.hint('email')}
                {...form.fieldProps('email')}
              />
              <Button type="submit" icon="send-message" loading={isSending}>
                {t('manage.sendTestEmail')}
              </Button>
            </form>
            {outcome ? (
              <Callout intent={outcome.intent} className="larder-section-note" role="status">
                {outcome.text}
              </Callout>
            ) : null}
          </>
        ) : (
          <Callout intent="warning" icon="warning-sign">
            {t('manage.emailNotConfigured')}
          </Callout>
        )
      }
    </DataSection>
  );
}
