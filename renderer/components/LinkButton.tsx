import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: string };

/** A button that is a real link (middle-click opens a tab) but navigates in-app on a plain click. */
export function LinkButton({ to, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <AnchorButton
      {...props}
      // Blueprint marks anchor buttons as buttons; this one navigates, so it is a link.
      role="link"
      href={to}
      onClick={(event: MouseEvent) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
