import { Button, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { ReadInviteToken } from '../../../server/contract/invitations';
import { invitationLink } from '../../api/invitations';
import { useClipboard } from '../../components/useClipboard';

interface InvitationRowProps {
  invitation: ReadInviteToken;
  /** Just created on this page: marked so it is easy to find. */
  isNew: boolean;
  canEmail: boolean;
  onEmail: () => void;
  onWithdraw: () => void;
}

export function InvitationRow({
  invitation,
  isNew,
  canEmail,
  onEmail,
  onWithdraw,
}: InvitationRowProps) {
  const { t, i18n } = useTranslation();
  const copy = useClipboard();
  const link = invitationLink(invitation.token);
  const expires = new Date(invitation.expiresAt).toLocaleDateString(i18n.language);
  return (
    <li className="larder-row larder-invitation" data-testid="invitation-row">
      <span className="larder-row-main">
        <InputGroup
          readOnly
          value={link}
          aria-label={t('household.inviteLink')}
          className="larder-secret-value"
          onFocus={(event) => event.currentTarget.select()}
        />
        <small>
          {isNew ? (
            <Tag minimal intent="success" className="larder-invitation-new">
              {t('household.newInvite')}
            </Tag>
          ) : null}
          {t('household.usesLeft', { count: invitation.usesLeft })} ·{' '}
          {t('household.expires', { date: expires })}
        </small>
      </span>
      <span className="larder-row-actions">
        <Button icon="duplicate" onClick={() => void copy(link)}>
          {t('household.copyLink')}
        </Button>
        <Button
          icon="envelope"
          disabled={!canEmail}
          title={canEmail ? undefined : t('household.emailNotReady')}
          onClick={onEmail}
        >
          {t('household.sendInvite')}
        </Button>
        <Button icon="trash" intent="danger" variant="minimal" onClick={onWithdraw}>
          {t('household.withdrawInvite')}
        </Button>
      </span>
    </li>
  );
}
