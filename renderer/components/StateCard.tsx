import { Card, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactElement } from 'react';

interface StateCardProps {
  icon: IconName;
  title: string;
  description: string;
  action?: ReactElement;
}

/** A designed state in place of a minimal-layout form: closed, sent, done, not here. */
export function StateCard({ icon, title, description, action }: StateCardProps) {
  return (
    <Card className="larder-form-card" elevation={1}>
      <NonIdealState icon={icon} title={title} description={description} action={action} />
    </Card>
  );
}
