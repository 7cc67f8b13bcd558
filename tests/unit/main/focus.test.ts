import { describe, expect, it } from 'vitest';

import { planFocus } from '../../../main/focus';

const visible = { isDestroyed: false, isMinimized: false, isVisible: true };

describe('planFocus', () => {
  it('creates a window when there is none or it was closed', () => {
    expect(planFocus(null)).toEqual(['create']);
    expect(planFocus({ ...visible, isDestroyed: true })).toEqual(['create']);
  });

  it('just focuses a visible window', () => {
    expect(planFocus(visible)).toEqual(['focus']);
  });

  it('restores a minimized window before focusing it', () => {
    expect(planFocus({ ...visible, isMinimized: true })).toEqual(['restore', 'focus']);
  });

  it('shows a hidden window (macOS after Cmd-H) before focusing it', () => {
    expect(planFocus({ ...visible, isVisible: false })).toEqual(['show', 'focus']);
    expect(planFocus({ ...visible, isMinimized: true, isVisible: false })).toEqual([
      'restore',
      'show',
      'focus',
    ]);
  });
});
