import { MenuItem, type MenuItemProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useMatch, useNavigate } from 'react-router-dom';

type RouterMenuItemProps = Omit<MenuItemProps, 'href' | 'onClick' | 'active'> & { to: string };

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A Blueprint menu item that is a real link (middle-click works) but navigates in-app. */
export function RouterMenuItem({ to, ...props }: RouterMenuItemProps) {
  const navigate = useNavigate();
  const isActive = useMatch({ path: to, end: to === '/' }) !== null;
  return (
    <MenuItem
      {...props}
      href={to}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={(event: MouseEvent<HTMLElement>) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    />
  );
}
