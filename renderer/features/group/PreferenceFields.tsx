import { FormGroup, HTMLSelect, Switch } from '@blueprintjs/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { UpdateGroupPreferences } from '../../../server/contract/groups';
import { LocaleCode } from '../../../server/contract/locales';
import { locales } from '../../i18n/locales';

type Flag = Exclude<
  keyof UpdateGroupPreferences,
  'firstDayOfWeek' | 'defaultLocale' | 'weekStartFromLocale'
>;

const visibility: readonly { key: Flag; label: ParseKeys; help: ParseKeys }[] = [
  { key: 'privateGroup', label: 'household.privateGroup', help: 'household.privateGroupHelp' },
  { key: 'recipePublic', label: 'household.recipePublic', help: 'household.recipePublicHelp' },
];

/** Defaults copied into every new recipe's settings. */
const recipeDefaults: readonly { key: Flag; label: ParseKeys }[] = [
  { key: 'recipeShowNutrition', label: 'household.showNutrition' },
  { key: 'recipeShowAssets', label: 'household.showAssets' },
  { key: 'recipeLandscapeView', label: 'household.landscapeView' },
  { key: 'recipeDisableComments', label: 'household.disableComments' },
  { key: 'recipeDisableAmount', label: 'household.disableAmount' },
];

/** Sunday first, as `firstDayOfWeek` counts (0 = Sunday). */
const weekdays: readonly ParseKeys[] = [
  'household.sunday',
  'household.monday',
  'household.tuesday',
  'household.wednesday',
  'household.thursday',
  'household.friday',
  'household.saturday',
];

/** The first-day option that leaves the day to each viewer's language. */
const fromLanguage = 'language';

interface PreferenceFieldsProps {
  value: UpdateGroupPreferences;
  onChange: (value: UpdateGroupPreferences) => void;
  /** Read-only for members who may not manage the household. */
  disabled?: boolean;
  idPrefix: string;
}

/** A household's preferences; the household settings and the admin group editor share them. */
export function PreferenceFields({ value, onChange, disabled, idPrefix }: PreferenceFieldsProps) {
  const { t } = useTranslation();
  const flag = (key: Flag, label: string) => (
    <Switch
      key={key}
      label={label}
      checked={value[key]}
      disabled={disabled}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.checked })}
    />
  );
  return (
    <div className="larder-preferences">
      <fieldset>
        <legend>{t('household.visibility')}</legend>
        {visibility.map(({ key, label, help }) => (
          <div key={key} className="larder-preference">
            {flag(key, t(label))}
            <small>{t(help)}</small>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('household.recipeDefaults')}</legend>
        {recipeDefaults.map(({ key, label }) => flag(key, t(label)))}
      </fieldset>
      <FormGroup label={t('household.firstDayOfWeek')} labelFor={`${idPrefix}-first-day`}>
        <HTMLSelect
          id={`${idPrefix}-first-day`}
          value={value.weekStartFromLocale ? fromLanguage : value.firstDayOfWeek}
          disabled={disabled}
          onChange={(event) =>
            onChange(
              event.target.value === fromLanguage
                ? { ...value, weekStartFromLocale: true }
                : {
                    ...value,
                    firstDayOfWeek: Number(event.target.value),
                    weekStartFromLocale: false,
                  },
            )
          }
          options={[
            { value: fromLanguage, label: t('household.weekStartFromLanguage') },
            ...weekdays.map((day, index) => ({ value: index, label: t(day) })),
          ]}
        />
      </FormGroup>
      <FormGroup
        label={t('household.defaultLanguage')}
        labelFor={`${idPrefix}-default-language`}
        helperText={t('household.defaultLanguageHelp')}
      >
        <HTMLSelect
          id={`${idPrefix}-default-language`}
          value={value.defaultLocale ?? ''}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              ...value,
              defaultLocale: LocaleCode.safeParse(event.target.value).data ?? null,
            })
          }
          options={[
            { value: '', label: t('household.defaultLanguageNone') },
            ...locales.map((locale) => ({ value: locale.value, label: locale.name })),
          ]}
        />
      </FormGroup>
    </div>
  );
}

/** The editable part of stored preferences (drops `id` and `groupId`). */
export function toPreferenceInput(stored: UpdateGroupPreferences): UpdateGroupPreferences {
  return {
    privateGroup: stored.privateGroup,
    firstDayOfWeek: stored.firstDayOfWeek,
    recipePublic: stored.recipePublic,
    recipeShowNutrition: stored.recipeShowNutrition,
    recipeShowAssets: stored.recipeShowAssets,
    recipeLandscapeView: stored.recipeLandscapeView,
    recipeDisableComments: stored.recipeDisableComments,
    recipeDisableAmount: stored.recipeDisableAmount,
    defaultLocale: stored.defaultLocale ?? null,
    // Unsaved (a new group in the admin dialog): as the server starts new households.
    weekStartFromLocale: stored.weekStartFromLocale ?? true,
  };
}
