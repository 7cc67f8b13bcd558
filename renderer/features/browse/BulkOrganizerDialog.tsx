import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  InputGroup,
  NonIdealState,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OrganizerOut } from '../../../server/contract/organizers';
import { useOrganizers } from '../../api/organizers';
import type { OrganizerField } from '../../api/recipe-bulk';
import { LoadingState } from '../../components/LoadingState';

interface BulkOrganizerDialogProps {
  field: OrganizerField;
  count: number;
  onClose: () => void;
  /** Resolves true when applied; the dialog then closes. */
  onApply: (organizers: OrganizerOut[]) => Promise<boolean>;
}

const kindOf = { tags: 'tags', recipeCategory: 'categories' } as const;

/** Picks tags or categories to add to every selected recipe. */
export function BulkOrganizerDialog({ field, count, onClose, onApply }: BulkOrganizerDialogProps) {
  const { t } = useTranslation();
  const kind = kindOf[field];
  const { organizers, isLoading } = useOrganizers(kind);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [isBusy, setIsBusy] = useState(false);
  const visible = organizers.filter((item) =>
    item.name.toLowerCase().includes(filter.trim().toLowerCase()),
  );
  const flip = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const apply = async () => {
    setIsBusy(true);
    const isApplied = await onApply(organizers.filter((item) => chosen.has(item.id)));
    setIsBusy(false);
    if (isApplied) onClose();
  };

  let body;
  if (isLoading) body = <LoadingState />;
  else if (organizers.length === 0)
    body = <NonIdealState icon="tag" description={t(`bulk.noOrganizers_${kind}`)} />;
  else
    body = (
      <>
        <InputGroup
          type="search"
          leftIcon="search"
          aria-label={t('bulk.filter')}
          placeholder={t('bulk.filter')}
          value={filter}
          onValueChange={setFilter}
        />
        <div className="larder-bulk-choices" role="group" aria-label={t(`bulk.pick_${kind}`)}>
          {visible.map((item) => (
            <Checkbox
              key={item.id}
              label={item.name}
              checked={chosen.has(item.id)}
              onChange={() => flip(item.id)}
            />
          ))}
        </div>
      </>
    );

  return (
    <Dialog isOpen title={t(`bulk.title_${kind}`, { count })} onClose={onClose}>
      <DialogBody>
        <p>{t(`bulk.explain_${kind}`)}</p>
        {body}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('bulk.cancel')}</Button>
            <Button
              intent="primary"
              loading={isBusy}
              disabled={chosen.size === 0}
              onClick={() => void apply()}
            >
              {t('bulk.apply')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
