import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

import './copy-fallback.css';

interface CopyFallbackDialogProps {
  text: string;
  onClose: () => void;
}

/** The most lines the text box shows before it scrolls (a shopping list can be long). */
const maxRows = 8;
/** About how many characters fit on a line of the box on a phone, for its first height. */
const phoneLineChars = 30;

/** Lines the text takes once long ones wrap (browsers with `field-sizing` fit it exactly). */
function rowsFor(text: string): number {
  const wrapped = text
    .split('\n')
    .reduce((rows, line) => rows + Math.max(1, Math.ceil(line.length / phoneLineChars)), 0);
  return Math.min(maxRows, wrapped);
}

/**
 * What copying falls back to where the browser offers no clipboard (a phone on
 * `http://192.168.x.x` is not a secure context): the text, already selected, to copy by hand.
 */
export function CopyFallbackDialog({ text, onClose }: CopyFallbackDialogProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLTextAreaElement>(null);
  const selectAll = () => {
    box.current?.focus();
    box.current?.setSelectionRange(0, text.length);
  };
  const isMac = /Mac|iPhone|iPad/.test(navigator.userAgent);

  return (
    <Dialog
      isOpen
      onClose={onClose}
      onOpened={selectAll}
      title={t('clipboard.notSupported')}
      icon="clipboard"
      className="larder-copy-fallback"
    >
      <DialogBody>
        <p>
          {t('clipboard.copyYourself', {
            reason: t('clipboard.noSupport'),
            keys: isMac ? '⌘C' : 'Ctrl+C',
          })}
        </p>
        <textarea
          ref={box}
          readOnly
          value={text}
          rows={rowsFor(text)}
          aria-label={t('clipboard.textToCopy')}
          className="bp6-input bp6-fill larder-copy-fallback-text"
          onFocus={(event) => event.currentTarget.select()}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button icon="select" onClick={selectAll}>
              {t('clipboard.selectAll')}
            </Button>
            <Button intent="primary" onClick={onClose}>
              {t('clipboard.done')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
