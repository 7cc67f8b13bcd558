import {
  Button,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  NonIdealState,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PlanRulesDay, PlanRulesType } from '../../../server/contract/mealplans';
import type { OrganizerOut } from '../../../server/contract/organizers';
import {
  deletePlanRule,
  planEntryTypes,
  savePlanRule,
  usePlanRules,
  type PlanRulesOut,
} from '../../api/meal-plans';
import { useOrganizers } from '../../api/organizers';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState } from '../../components/LoadingState';
import { FilterSelect } from '../browse/FilterSelect';

const ruleDays: PlanRulesDay[] = [
  'unset',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const ruleTypes: PlanRulesType[] = ['unset', ...planEntryTypes];

interface RuleDraft {
  id?: string;
  day: PlanRulesDay;
  entryType: PlanRulesType;
  categories: string[];
  tags: string[];
}

const emptyRule: RuleDraft = { day: 'unset', entryType: 'unset', categories: [], tags: [] };

function pick(organizers: OrganizerOut[], slugs: string[]) {
  return organizers
    .filter((organizer) => slugs.includes(organizer.slug))
    .map(({ id, name, slug }) => ({ id, name, slug }));
}

/** The group's random-pick rules: which categories and tags a day or a meal draws from. */
export function RulesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { rules, error, isLoading, refresh } = usePlanRules();
  const categories = useOrganizers('categories');
  const tags = useOrganizers('tags');
  const [draft, setDraft] = useState<RuleDraft | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const describe = (rule: PlanRulesOut) => {
    const names = [...rule.categories, ...rule.tags].map((item) => item.name).join(', ');
    return t('mealPlan.ruleSummary', {
      day: t(`mealPlan.day_${rule.day}`),
      type: t(`mealPlan.type_${rule.entryType}`),
      organizers: names || t('mealPlan.anyRecipe'),
    });
  };
  const save = async () => {
    if (!draft) return;
    setIsBusy(true);
    const { error: saveError } = await savePlanRule(
      {
        day: draft.day,
        entryType: draft.entryType,
        categories: pick(categories.organizers, draft.categories),
        tags: pick(tags.organizers, draft.tags),
      },
      draft.id,
    );
    setIsBusy(false);
    if (!saveError) setDraft(null);
  };

  let list;
  if (isLoading) list = <LoadingState />;
  else if (error) list = <ErrorState error={error} onRetry={() => void refresh()} />;
  else if (rules.length === 0)
    list = <NonIdealState icon="random" description={t('mealPlan.noRules')} />;
  else
    list = (
      <ul className="larder-plan-rules" aria-label={t('mealPlan.rules')}>
        {rules.map((rule) => (
          <li key={rule.id}>
            <span>{describe(rule)}</span>
            <Button
              variant="minimal"
              icon="edit"
              aria-label={t('mealPlan.editRule')}
              onClick={() =>
                setDraft({
                  id: rule.id,
                  day: rule.day,
                  entryType: rule.entryType,
                  categories: rule.categories.map((item) => item.slug),
                  tags: rule.tags.map((item) => item.slug),
                })
              }
            />
            <Button
              variant="minimal"
              icon="trash"
              aria-label={t('mealPlan.deleteRule')}
              onClick={() => void deletePlanRule(rule.id)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <Dialog isOpen title={t('mealPlan.rules')} onClose={onClose}>
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{t('mealPlan.rulesHelp')}</p>
        {list}
        {draft ? (
          <div className="larder-plan-rule-form" aria-label={t('mealPlan.ruleForm')} role="group">
            <div className="larder-plan-dialog-row">
              <FormGroup label={t('mealPlan.ruleDay')} labelFor="larder-rule-day">
                <HTMLSelect
                  id="larder-rule-day"
                  fill
                  value={draft.day}
                  onChange={(event) =>
                    setDraft({ ...draft, day: event.currentTarget.value as PlanRulesDay })
                  }
                  options={ruleDays.map((day) => ({ value: day, label: t(`mealPlan.day_${day}`) }))}
                />
              </FormGroup>
              <FormGroup label={t('recipeMenu.entryType')} labelFor="larder-rule-type">
                <HTMLSelect
                  id="larder-rule-type"
                  fill
                  value={draft.entryType}
                  onChange={(event) =>
                    setDraft({ ...draft, entryType: event.currentTarget.value as PlanRulesType })
                  }
                  options={ruleTypes.map((type) => ({
                    value: type,
                    label: t(`mealPlan.type_${type}`),
                  }))}
                />
              </FormGroup>
            </div>
            <FilterSelect
              label={t('browse.categories')}
              options={categories.organizers.map((item) => ({
                value: item.slug,
                label: item.name,
              }))}
              selected={draft.categories}
              onChange={(selected) => setDraft({ ...draft, categories: selected })}
            />
            <FilterSelect
              label={t('browse.tags')}
              options={tags.organizers.map((item) => ({ value: item.slug, label: item.name }))}
              selected={draft.tags}
              onChange={(selected) => setDraft({ ...draft, tags: selected })}
            />
          </div>
        ) : (
          <Button icon="add" onClick={() => setDraft(emptyRule)}>
            {t('mealPlan.addRule')}
          </Button>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          draft ? (
            <>
              <Button onClick={() => setDraft(null)}>{t('recipeMenu.cancel')}</Button>
              <Button intent="primary" loading={isBusy} onClick={() => void save()}>
                {t('mealPlan.saveRule')}
              </Button>
            </>
          ) : (
            <Button onClick={onClose}>{t('mealPlan.close')}</Button>
          )
        }
      />
    </Dialog>
  );
}
