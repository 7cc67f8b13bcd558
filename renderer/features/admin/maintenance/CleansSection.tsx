import { Alert, Button, Callout, Section, SectionCard, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { SuccessResponse } from '../../../../server/contract/common';
import type { MaintenanceSummary } from '../../../../server/contract/maintenance';
import { runClean, useMaintenanceSummary, type CleanKind } from '../../../api/maintenance';

const cleans: readonly CleanKind[] = ['temp', 'images', 'recipe-folders', 'logs'];

/** What the summary says a clean would change, for the two it counts. */
function pending(kind: CleanKind, summary: MaintenanceSummary | undefined): number | null {
  if (!summary) return null;
  if (kind === 'images') return summary.cleanableImages;
  if (kind === 'recipe-folders') return summary.cleanableDirs;
  return null;
}

interface Outcome {
  kind: CleanKind;
  result: SuccessResponse | null;
  problem: string | null;
}

/** Each clean-up with what it does, a confirmation, and its result once run. */
export function CleansSection() {
  const { t } = useTranslation();
  const { data: summary } = useMaintenanceSummary();
  const [confirming, setConfirming] = useState<CleanKind | null>(null);
  const [running, setRunning] = useState<CleanKind | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (kind: CleanKind) => {
    setRunning(kind);
    setOutcome(null);
    const { data, error } = await runClean(kind);
    setRunning(null);
    setOutcome({ kind, result: data, problem: error ? error.message : null });
  };

  return (
    <Section
      title={t('maintenance.cleansTitle')}
      icon="clean"
      elevation={1}
      className="larder-admin-section"
    >
      <SectionCard>
        <ul className="larder-cleans">
          {cleans.map((kind) => {
            const count = pending(kind, summary);
            return (
              <li key={kind} className="larder-clean" data-clean={kind}>
                <div className="larder-clean-text">
                  <strong>{t(`maintenance.clean_${kind}`)}</strong>
                  {count !== null && kind !== 'temp' && kind !== 'logs' && (
                    <Tag minimal round intent={count > 0 ? 'warning' : 'none'}>
                      {t(`maintenance.clean_${kind}_count`, { count })}
                    </Tag>
                  )}
                  <p className="larder-muted">{t(`maintenance.clean_${kind}_help`)}</p>
                  {outcome?.kind === kind && (
                    <Callout
                      role="status"
                      intent={outcome.problem ? 'danger' : 'success'}
                      icon={outcome.problem ? 'error' : 'tick-circle'}
                      compact
                    >
                      {outcome.problem ?? outcome.result?.message}
                    </Callout>
                  )}
                </div>
                <Button
                  icon="clean"
                  loading={running === kind}
                  disabled={running !== null}
                  onClick={() => setConfirming(kind)}
                  aria-label={`${t('maintenance.cleanRun')}: ${t(`maintenance.clean_${kind}`)}`}
                >
                  {t('maintenance.cleanRun')}
                </Button>
              </li>
            );
          })}
        </ul>
        <Alert
          isOpen={confirming !== null}
          intent="warning"
          icon="clean"
          confirmButtonText={t('maintenance.cleanRun')}
          cancelButtonText={t('maintenance.cancel')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            if (confirming) void run(confirming);
            setConfirming(null);
          }}
        >
          {confirming && (
            <>
              <p>
                <strong>
                  {t('maintenance.cleanConfirmTitle', {
                    what: t(`maintenance.clean_${confirming}`),
                  })}
                </strong>
              </p>
              <p>
                {t('maintenance.cleanConfirm', {
                  help: t(`maintenance.clean_${confirming}_help`),
                })}
              </p>
            </>
          )}
        </Alert>
      </SectionCard>
    </Section>
  );
}
