import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NonIdealState,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import {
  createShareToken,
  revokeShareToken,
  shareLink,
  useShareTokens,
} from '../../../api/recipe-sharing';
import { useClipboard } from '../../../components/useClipboard';

import './recipe-share.css';
import { defaultShareExpiry, expiryFromDateInput, toDateInput } from './share-dates';

interface ShareDialogProps {
  recipe: { id: string; name: string };
  isOpen: boolean;
  onClose: () => void;
}

/** Public links for one recipe: create (expiry date), list, copy, revoke. */
export function ShareDialog({ recipe, isOpen, onClose }: ShareDialogProps) {
  const { t, i18n } = useTranslation();
  const { data: tokens } = useShareTokens(isOpen ? recipe.id : undefined);
  const [expiry, setExpiry] = useState(() => defaultShareExpiry());
  const [isCreating, setIsCreating] = useState(false);
  const expiresAt = expiryFromDateInput(expiry);

  const copyText = useClipboard();
  const copy = (id: string) => copyText(shareLink(id));
  const create = async () => {
    if (!expiresAt) return;
    setIsCreating(true);
    await createShareToken(recipe.id, expiresAt);
    setIsCreating(false);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('recipe.shareTitle', { name: recipe.name })}
      icon="share"
    >
      <DialogBody>
        <FormGroup label={t('recipe.shareExpires')} labelFor="larder-share-expiry">
          <div className="larder-share-create">
            <InputGroup
              id="larder-share-expiry"
              type="date"
              value={expiry}
              min={toDateInput(new Date())}
              onChange={(event) => setExpiry(event.target.value)}
            />
            <Button
              intent="primary"
              icon="link"
              loading={isCreating}
              disabled={!expiresAt}
              onClick={() => void create()}
            >
              {t('recipe.createLink')}
            </Button>
          </div>
        </FormGroup>
        {tokens && tokens.length === 0 ? (
          <NonIdealState icon="link" description={t('recipe.noLinks')} />
        ) : (
          <ul className="larder-share-list" aria-label={t('recipe.shareLinks')}>
            {(tokens ?? []).map((token) => (
              <li key={token.id} className="larder-share-token">
                <InputGroup
                  readOnly
                  value={shareLink(token.id)}
                  aria-label={t('recipe.shareLink')}
                />
                <span className="larder-share-expiry">
                  {t('recipe.expiresOn', {
                    date: new Date(token.expiresAt).toLocaleDateString(i18n.language),
                  })}
                </span>
                <Button
                  icon="duplicate"
                  aria-label={t('recipe.copyLink')}
                  title={t('recipe.copyLink')}
                  onClick={() => void copy(token.id)}
                />
                <Button
                  icon="trash"
                  intent="danger"
                  aria-label={t('recipe.revokeLink')}
                  title={t('recipe.revokeLink')}
                  onClick={() => void revokeShareToken(recipe.id, token.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </DialogBody>
      <DialogFooter actions={<Button onClick={onClose}>{t('recipe.close')}</Button>} />
    </Dialog>
  );
}
