import type { AppTheme } from '../../../server/contract/app';
import { defaultTheme } from '../../../server/contract/default-theme';

const roles = ['primary', 'accent', 'secondary', 'success', 'info', 'warning', 'error'] as const;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** Only plain hex colours reach the style sheet; anything else keeps the default. */
const hexColour = /^#[0-9a-f]{3,8}$/i;

function declarations(theme: AppTheme, mode: 'light' | 'dark'): string {
  return roles
    .map((role) => {
      const key = `${mode}${capitalise(role)}` as keyof AppTheme;
      const value = hexColour.test(theme[key]) ? theme[key] : defaultTheme[key];
      return `--larder-${role}: ${value};`;
    })
    .join(' ');
}

/**
 * The theme as CSS custom properties: light values on `:root`, dark ones under the dark class
 * (Blueprint's `bp6-dark`, set on `<body>` so portals and toasts follow it).
 */
export function themeToCss(theme: AppTheme, darkClass: string): string {
  return [
    `:root { ${declarations(theme, 'light')} }`,
    `.${darkClass} { ${declarations(theme, 'dark')} }`,
  ].join('\n');
}
