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

import { translateUrl } from '../../app/external-links';
import { changeLocale, locales } from '../../i18n/locales';

interface LanguageDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** Spec §2: each locale with its translated percentage, a contribute link; a change reloads. */
export function LanguageDialog({ isOpen, onClose }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
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
                onClick={() => (isCurrent ? onClose() : changeLocale(locale.value))}
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
