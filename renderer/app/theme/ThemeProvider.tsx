import { Classes } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';

import { defaultTheme } from '../../../server/contract/default-theme';
import { useAppTheme } from '../../api/app';

import { prefersDarkScheme, readDarkPreference, storeDarkPreference } from './dark-preference';
import { themeToCss } from './theme-css';
import { ThemeContext, type ThemeState } from './theme-context';

/** Spec §4/§9: the dark flag follows the system 200 ms after load, unless the user chose. */
const systemSchemeDelayMs = 200;
const styleElementId = 'larder-theme';

function applyThemeCss(css: string): void {
  let element = document.getElementById(styleElementId);
  if (!element) {
    element = document.createElement('style');
    element.id = styleElementId;
    document.head.append(element);
  }
  element.textContent = css;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const { data: theme } = useAppTheme();
  const [isDark, setIsDark] = useState(() => readDarkPreference() === 'dark');

  useEffect(() => {
    const timer = window.setTimeout(() => {
      // Checked when the timer fires: a click on the toggle in the first 200 ms wins.
      if (readDarkPreference() === null) setIsDark(prefersDarkScheme());
    }, systemSchemeDelayMs);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    // On <body>, not the app root: Blueprint portals (dialogs, menus, toasts) live there.
    document.body.classList.toggle(Classes.DARK, isDark);
    document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
  }, [isDark]);

  useEffect(() => {
    applyThemeCss(themeToCss(theme ?? defaultTheme, Classes.DARK));
  }, [theme]);

  const toggleDark = useCallback(() => {
    storeDarkPreference(isDark ? 'light' : 'dark');
    setIsDark(!isDark);
  }, [isDark]);

  const value = useMemo<ThemeState>(() => ({ isDark, toggleDark }), [isDark, toggleDark]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}
