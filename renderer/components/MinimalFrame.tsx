import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { Logo } from './Logo';

/** The minimal layout (spec §2): the name and the page, no menu. */
export function MinimalFrame({ children }: { children: ReactNode }) {
  return (
    <div className="larder-minimal">
      <Link to="/" className="larder-minimal-brand" aria-label="Larder">
        <Logo size={36} />
        <span>Larder</span>
      </Link>
      <main className="larder-minimal-main">{children}</main>
    </div>
  );
}
