import { Classes, Section, SectionCard, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';

import { ErrorState } from '../../components/ErrorState';

interface DataSectionProps<T> {
  title: string;
  icon: IconName;
  data: T | undefined;
  error: Error | undefined;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** A titled section with its own loading (skeleton rows), error (retry) and loaded states. */
export function DataSection<T>({
  title,
  icon,
  data,
  error,
  onRetry,
  children,
}: DataSectionProps<T>) {
  let body: ReactNode;
  if (error) {
    body = <ErrorState error={error} onRetry={onRetry} />;
  } else if (data === undefined) {
    body = (
      <div className="larder-skeleton-rows" aria-busy="true">
        {[0, 1, 2].map((row) => (
          <div key={row} className={Classes.SKELETON}>
            &nbsp;
          </div>
        ))}
      </div>
    );
  } else {
    body = children(data);
  }
  return (
    <Section title={title} icon={icon} elevation={1} className="larder-admin-section">
      <SectionCard>{body}</SectionCard>
    </Section>
  );
}
