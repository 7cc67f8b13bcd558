import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  Spinner,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { mergeReferences, useReferenceUsage, type MergeKind } from '../../api/group-data';
import { useToasts } from '../../app/toasts/useToasts';

interface Named {
  id: string;
  name: string;
}

interface MergeDialogProps {
  kind: MergeKind;
  items: readonly Named[];
  /** The row the merge was started from: merged away unless changed. */
  initialSourceId: string | null;
  onClose: () => void;
}

/** Merge one food or unit into another: pick both, see what moves, then merge. */
export function MergeDialog({ kind, items, initialSourceId, onClose }: MergeDialogProps) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [sourceId, setSourceId] = useState(initialSourceId ?? '');
  const [targetId, setTargetId] = useState('');
  const [isMerging, setIsMerging] = useState(false);
  const { usage, error, isLoading } = useReferenceUsage(kind, sourceId || null);
  const source = items.find((item) => item.id === sourceId);
  const target = items.find((item) => item.id === targetId);
  const canMerge = Boolean(source && target && source.id !== target.id && usage);

  const merge = async () => {
    if (!source || !target) return;
    setIsMerging(true);
    const result = await mergeReferences(kind, source.id, target.id);
    setIsMerging(false);
    if (result.error) {
      toasts.show('error', result.error.message);
      return;
    }
    toasts.show('success', t('data.merged', { from: source.name, to: target.name }));
    onClose();
  };

  const picker = (id: string, value: string, onChange: (id: string) => void) => (
    <HTMLSelect id={id} fill value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('data.choose')}</option>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </HTMLSelect>
  );

  let preview = null;
  if (source && target && source.id === target.id) {
    preview = <Callout intent="warning">{t('data.mergeSame')}</Callout>;
  } else if (isLoading) {
    preview = <Spinner size={20} aria-label={t('data.counting')} />;
  } else if (error) {
    preview = <Callout intent="danger">{t('data.mergeCountFailed')}</Callout>;
  } else if (source && target && usage) {
    preview = (
      <Callout intent="primary" icon="info-sign" data-testid="merge-preview">
        {t('data.mergePreview', {
          lines: t('data.lineCount', { count: usage.recipeIngredients }),
          recipes: t('data.recipeCount', { count: usage.recipes }),
          items: t('data.itemCount', { count: usage.shoppingListItems }),
          from: source.name,
          to: target.name,
        })}
      </Callout>
    );
  }

  return (
    <Dialog isOpen title={t(`data.mergeTitle_${kind}`)} icon="git-merge" onClose={onClose}>
      <DialogBody>
        <FormGroup label={t('data.mergeSource')} labelFor="larder-merge-source">
          {picker('larder-merge-source', sourceId, setSourceId)}
        </FormGroup>
        <FormGroup label={t('data.mergeTarget')} labelFor="larder-merge-target">
          {picker('larder-merge-target', targetId, setTargetId)}
        </FormGroup>
        {preview}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('data.cancel')}</Button>
            <Button
              intent="danger"
              icon="git-merge"
              loading={isMerging}
              disabled={!canMerge}
              onClick={() => void merge()}
            >
              {t('data.merge')}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
