import { createContext } from 'react';

export interface ThemeState {
  isDark: boolean;
  toggleDark: () => void;
}

export const ThemeContext = createContext<ThemeState>({
  isDark: false,
  toggleDark: () => undefined,
});
