import {
  Button,
  Callout,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { CreateCookBook, ReadCookBook } from '../../../server/contract/cookbooks';
import type { OrganizerOut } from '../../../server/contract/organizers';
import { updateCookbook } from '../../api/cookbooks';
import { isShownAsToast } from '../../api/errors';
import { useOrganizers, type OrganizerKind } from '../../api/organizers';
import { FilterSelect } from '../browse/FilterSelect';

const requireAllField = {
  categories: 'requireAllCategories',
  tags: 'requireAllTags',
  tools: 'requireAllTools',
} as const;

function toDraft(cookbook: ReadCookBook): CreateCookBook {
  return {
    name: cookbook.name,
    description: cookbook.description,
    position: cookbook.position,
    public: cookbook.public,
    categories: cookbook.categories,
    tags: cookbook.tags,
    tools: cookbook.tools,
    requireAllCategories: cookbook.requireAllCategories,
    requireAllTags: cookbook.requireAllTags,
    requireAllTools: cookbook.requireAllTools,
    queryFilterString: cookbook.queryFilterString,
  };
}

interface OrganizerPickerProps {
  kind: OrganizerKind;
  draft: CreateCookBook;
  onChange: (change: Partial<CreateCookBook>) => void;
}

/** Categories, tags or tools the cookbook gathers, and whether a recipe needs all of them. */
function OrganizerPicker({ kind, draft, onChange }: OrganizerPickerProps) {
  const { t } = useTranslation();
  const { organizers } = useOrganizers(kind);
  const selected = draft[kind];
  const flag = requireAllField[kind];
  // The chosen ones first, so they show even before the group's list has loaded.
  const known = new Map<string, CreateCookBook[typeof kind][number]>();
  for (const item of selected) if (item.id) known.set(item.id, item);
  for (const item of organizers) known.set(item.id, toRef(item));
  return (
    <FormGroup label={t(`cookbooks.${kind}`)}>
      <FilterSelect
        label={t(`cookbooks.${kind}`)}
        options={[...known].map(([id, item]) => ({ value: id, label: item.name }))}
        selected={selected.flatMap((item) => item.id ?? [])}
        onChange={(ids) => onChange({ [kind]: ids.flatMap((id) => known.get(id) ?? []) })}
      />
      <Switch
        label={t(`cookbooks.${flag}`)}
        checked={draft[flag]}
        onChange={(event) => onChange({ [flag]: event.currentTarget.checked })}
      />
    </FormGroup>
  );
}

function toRef(organizer: OrganizerOut) {
  return { id: organizer.id, name: organizer.name, slug: organizer.slug };
}

interface CookbookDialogProps {
  cookbook: ReadCookBook;
  onClose: () => void;
}

/** Edits a cookbook: name, description, what it gathers, and whether visitors see it. */
export function CookbookDialog({ cookbook, onClose }: CookbookDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => toDraft(cookbook));
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // The dialog scrolls on small screens: a refusal must not sit below the fold.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  const change = (patch: Partial<CreateCookBook>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return;
    setIsBusy(true);
    const result = await updateCookbook(cookbook.id, { ...draft, name: draft.name.trim() });
    setIsBusy(false);
    if (!result.error) onClose();
    else setProblem(isShownAsToast(result.error) ? null : result.error.message);
  };
  return (
    <Dialog
      isOpen
      title={t('cookbooks.editTitle', { name: cookbook.name })}
      onClose={onClose}
      className="larder-cookbook-dialog"
    >
      <form onSubmit={(event) => void submit(event)}>
        <DialogBody>
          <FormGroup label={t('cookbooks.name')} labelFor="larder-cookbook-name">
            <InputGroup
              id="larder-cookbook-name"
              autoFocus
              value={draft.name}
              onValueChange={(name) => change({ name })}
            />
          </FormGroup>
          <FormGroup label={t('cookbooks.description')} labelFor="larder-cookbook-description">
            <TextArea
              id="larder-cookbook-description"
              fill
              autoResize
              value={draft.description}
              onChange={(event) => change({ description: event.target.value })}
            />
          </FormGroup>
          {(['categories', 'tags', 'tools'] as const).map((kind) => (
            <OrganizerPicker key={kind} kind={kind} draft={draft} onChange={change} />
          ))}
          <FormGroup
            label={t('cookbooks.queryFilter')}
            labelFor="larder-cookbook-filter"
            helperText={t('cookbooks.queryFilterHelp')}
          >
            <InputGroup
              id="larder-cookbook-filter"
              value={draft.queryFilterString}
              onValueChange={(queryFilterString) => change({ queryFilterString })}
            />
          </FormGroup>
          {problem && (
            <div ref={problemRef}>
              <Callout intent="danger" icon="error" className="larder-section-gap" role="alert">
                {problem}
              </Callout>
            </div>
          )}
          <Switch
            label={t('cookbooks.public')}
            checked={draft.public}
            onChange={(event) => change({ public: event.currentTarget.checked })}
          />
          <p className="larder-cookbook-hint">{t('cookbooks.publicHelp')}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose}>{t('cookbooks.cancel')}</Button>
              <Button type="submit" intent="primary" loading={isBusy} disabled={!draft.name.trim()}>
                {t('cookbooks.save')}
              </Button>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
