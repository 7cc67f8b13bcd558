import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LabelSettingOut } from '../../../server/contract/shopping';
import { saveLabelOrder } from '../../api/shopping-lists';
import { moveItem } from '../recipe/edit/list-ops';

interface LabelOrderDialogProps {
  listId: string;
  settings: readonly LabelSettingOut[];
  onClose: () => void;
}

/** The order of the label sections for this list, moved up and down, saved on the server. */
export function LabelOrderDialog({ listId, settings, onClose }: LabelOrderDialogProps) {
  const { t } = useTranslation();
  const [order, setOrder] = useState(() => [...settings].sort((a, b) => a.position - b.position));
  const [isBusy, setIsBusy] = useState(false);
  const save = async () => {
    setIsBusy(true);
    const { error } = await saveLabelOrder(listId, order);
    setIsBusy(false);
    if (!error) onClose();
  };
  return (
    <Dialog isOpen title={t('shopping.labelOrder')} onClose={onClose}>
      <DialogBody>
        {order.length === 0 ? (
          <p>{t('shopping.noLabels')}</p>
        ) : (
          <ol className="larder-label-order" aria-label={t('shopping.labelOrder')}>
            {order.map((setting, index) => (
              <li key={setting.id}>
                <span className="larder-label-swatch" style={{ background: setting.label.color }} />
                <span className="larder-label-order-name">{setting.label.name}</span>
                <Button
                  variant="minimal"
                  icon="arrow-up"
                  disabled={index === 0}
                  aria-label={t('shopping.moveUp', { item: setting.label.name })}
                  onClick={() => setOrder(moveItem(order, index, index - 1))}
                />
                <Button
                  variant="minimal"
                  icon="arrow-down"
                  disabled={index === order.length - 1}
                  aria-label={t('shopping.moveDown', { item: setting.label.name })}
                  onClick={() => setOrder(moveItem(order, index, index + 1))}
                />
              </li>
            ))}
          </ol>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('shopping.cancel')}</Button>
            <Button intent="primary" loading={isBusy} onClick={() => void save()}>
              {t('shopping.save')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
