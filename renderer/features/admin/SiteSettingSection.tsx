import { Callout, Switch, type IconName } from '@blueprintjs/core';
import { useState } from 'react';

import { saveSiteSettings, useSiteSettings } from '../../api/site-settings';

import { DataSection } from './DataSection';

/** The site settings that are switches; each may be forced on by a variable at start. */
type SwitchSetting = 'allowPrivateFetch' | 'allowSignup';

interface SiteSettingSectionProps {
  setting: SwitchSetting;
  title: string;
  icon: IconName;
  label: string;
  help: string;
  /** Why the switch is locked on (the variable set at start). */
  forcedNote: string;
}

/** One site setting as a switch, saved as soon as it flips; locked on while forced. */
export function SiteSettingSection({
  setting,
  title,
  icon,
  label,
  help,
  forcedNote,
}: SiteSettingSectionProps) {
  const { data, error, mutate } = useSiteSettings();
  const [isSaving, setIsSaving] = useState(false);
  return (
    <DataSection title={title} icon={icon} data={data} error={error} onRetry={() => void mutate()}>
      {(settings) => {
        const isForced = settings[`${setting}Forced`];
        return (
          <>
            <Switch
              checked={settings[setting] || isForced}
              disabled={isSaving || isForced}
              label={label}
              onChange={(event) => {
                const value = event.currentTarget.checked;
                setIsSaving(true);
                void saveSiteSettings({ [setting]: value }).finally(() => setIsSaving(false));
              }}
            />
            <p className="bp6-text-muted">{help}</p>
            {isForced && (
              <Callout intent="primary" icon="info-sign">
                {forcedNote}
              </Callout>
            )}
          </>
        );
      }}
    </DataSection>
  );
}
