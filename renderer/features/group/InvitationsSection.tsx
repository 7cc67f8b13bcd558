import {
  Alert,
  Button,
  Callout,
  FormGroup,
  NonIdealState,
  NumericInput,
  Section,
  SectionCard,
} from '@blueprintjs/core';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { useAppInfo } from '../../api/app';
import { createInvitation, revokeInvitation, useInvitations } from '../../api/invitations';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';

import { InvitationRow } from './InvitationRow';
import { InviteEmailDialog } from './InviteEmailDialog';

const maxUses = 1000;

/** Invitation links for people with the invite permission: create, copy, email. */
export function InvitationsSection() {
  const { t } = useTranslation();
  const { data: invitations, error, mutate } = useInvitations();
  const { data: about } = useAppInfo();
  const canEmail = about?.emailReady ?? false;
  const [uses, setUses] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const [newToken, setNewToken] = useState<string | null>(null);
  const [emailing, setEmailing] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  const handleCreate = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsCreating(true);
    const { data } = await createInvitation(uses);
    setIsCreating(false);
    if (data) setNewToken(data.token);
  };

  let list;
  if (error) list = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (!invitations) list = <LoadingState />;
  else if (invitations.length === 0)
    list = (
      <NonIdealState
        icon="envelope"
        layout="horizontal"
        description={t('household.noInvitations')}
        className="larder-compact-empty"
      />
    );
  else
    list = (
      <ul className="larder-row-list" aria-label={t('household.openInvitations')}>
        {invitations.map((invitation) => (
          <InvitationRow
            key={invitation.token}
            invitation={invitation}
            isNew={invitation.token === newToken}
            canEmail={canEmail}
            onEmail={() => setEmailing(invitation.token)}
            onWithdraw={() => setWithdrawing(invitation.token)}
          />
        ))}
      </ul>
    );

  return (
    <Section title={t('household.invitations')} icon="envelope" elevation={1}>
      <SectionCard>
        <p className="larder-section-intro">{t('household.invitationsIntro')}</p>
        <form className="larder-inline-form" onSubmit={(event) => void handleCreate(event)}>
          <FormGroup
            label={t('household.uses')}
            labelFor="invite-uses"
            className="larder-invite-uses"
          >
            <NumericInput
              id="invite-uses"
              min={1}
              max={maxUses}
              clampValueOnBlur
              fill
              value={uses}
              onValueChange={(value) => setUses(Number.isFinite(value) ? value : 1)}
            />
          </FormGroup>
          <Button type="submit" intent="primary" icon="link" loading={isCreating}>
            {t('household.createInvite')}
          </Button>
        </form>
        {about && !canEmail ? (
          <Callout icon="info-sign" className="larder-section-note">
            {t('household.emailNotReady')}
          </Callout>
        ) : null}
        {list}
      </SectionCard>
      {emailing ? <InviteEmailDialog token={emailing} onClose={() => setEmailing(null)} /> : null}
      <Alert
        isOpen={withdrawing !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={t('household.withdrawInvite')}
        cancelButtonText={t('household.cancel')}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => {
          if (withdrawing) void revokeInvitation(withdrawing);
          setWithdrawing(null);
        }}
      >
        <p>{t('household.withdrawQuestion')}</p>
      </Alert>
    </Section>
  );
}
