/** What the running instance knows about its window when someone starts Larder again. */
export interface WindowState {
  isDestroyed: boolean;
  isMinimized: boolean;
  isVisible: boolean;
}

export type FocusStep = 'create' | 'restore' | 'show' | 'focus';

/**
 * A second launch (a double-click on the icon, the start menu) must bring the running app to the
 * front rather than start a second server on the same data: the single-instance lock sends us
 * here. Returns the window calls to make, in order.
 */
export function planFocus(window: WindowState | null): FocusStep[] {
  if (window === null || window.isDestroyed) return ['create'];
  const steps: FocusStep[] = [];
  if (window.isMinimized) steps.push('restore');
  if (!window.isVisible) steps.push('show');
  steps.push('focus');
  return steps;
}
