import type { AppTheme } from './app';

/**
 * Mealie's default palette: what the server serves (Larder has no theme settings yet) and what
 * the renderer shows until the server's theme arrives. In a file without zod, so the renderer's
 * first screen does not load the schemas with it.
 */
export const defaultTheme: AppTheme = {
  lightPrimary: '#E58325',
  lightAccent: '#007A99',
  lightSecondary: '#973542',
  lightSuccess: '#43A047',
  lightInfo: '#1976D2',
  lightWarning: '#FF6D00',
  lightError: '#EF5350',
  darkPrimary: '#E58325',
  darkAccent: '#007A99',
  darkSecondary: '#973542',
  darkSuccess: '#43A047',
  darkInfo: '#1976D2',
  darkWarning: '#FF6D00',
  darkError: '#EF5350',
};
