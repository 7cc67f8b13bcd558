import {
  Dialog,
  DialogBody,
  DialogFooter,
  Icon,
  Menu,
  MenuItem,
  ProgressBar,
} from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import progressOf from 'virtual:locale-progress';

import type { LocaleCode } from '../../../server/contract/locales';
import { updateUser, useCurrentUser } from '../../api/users';
import { translateUrl } from '../../app/external-links';
import { changeLocale, locales } from '../../i18n/locales';

interface LanguageDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * Spec §2: each locale with its translated percentage, a contribute link; a change reloads. A
 * signed-in user's choice is saved on the server first, so it follows them to other browsers.
 */
export function LanguageDialog({ isOpen, onClose }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const choose = async (value: LocaleCode) => {
    if (user) {
      const { email, username, fullName } = user;
      const saved = await updateUser(user.id, { email, username, fullName, locale: value });
      if (saved.error) return;
    }
    changeLocale(value);
  };
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('language.title')} icon="translate">
      <DialogBody>
        <Menu aria-label={t('language.title')} className="larder-locale-list">
          {locales.map((locale) => {
            const isCurrent = locale.value === i18n.language;
            const progress = progressOf[locale.value] ?? 0;
            return (
              <MenuItem
                key={locale.value}
                roleStructure="listoption"
                selected={isCurrent}
                multiline
                text={
                  <span className="larder-locale">
                    <span>{locale.name}</span>
                    <ProgressBar
                      value={progress / 100}
                      intent="success"
                      animate={false}
                      stripes={false}
                    />
                  </span>
                }
                label={t('language.translated', { progress })}
                onClick={() => (isCurrent ? onClose() : void choose(locale.value))}
              />
            );
          })}
        </Menu>
      </DialogBody>
      <DialogFooter
        actions={
          <a
            href={translateUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="larder-external"
          >
            <Icon icon="people" />
            {t('language.contribute')}
            <Icon icon="share" size={12} />
          </a>
        }
      />
    </Dialog>
  );
}
