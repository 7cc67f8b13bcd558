import { app, Menu, Tray, type MenuItemConstructorOptions } from 'electron';

import type { SharingStatus, SharingSwitch } from '../server/index';

import { shellText } from './shell-text';

export interface LarderTrayOptions {
  /** The tray picture (a small PNG from `resources/icons`). */
  iconPath: string;
  sharing: SharingSwitch;
  openWindow: () => void;
  quit: () => void;
  /** A switch that failed (no network, first run): shown to the person by the caller. */
  onError: (error: unknown) => void;
  /** Electron opens apps at login on macOS and Windows only; elsewhere the item is left out. */
  canStartAtLogin: boolean;
}

export interface LarderTray {
  /** Redraws the menu after sharing changed elsewhere (the sharing page). */
  refresh(): void;
  destroy(): void;
}

/** What the tray's tooltip says; while sharing, that closing the window keeps serving. */
export function trayTooltip(status: SharingStatus): string {
  return status.enabled ? shellText('shell.tray.tooltipSharing') : 'Larder';
}

/**
 * Whether closing the last window ends the app: not while the household uses it over the home
 * network (the tray stays, with Quit), and never on macOS, where apps live on in the Dock.
 */
export function quitsWhenWindowsClose(sharing: boolean, platform: NodeJS.Platform): boolean {
  return !sharing && platform !== 'darwin';
}

function startAtLogin(): MenuItemConstructorOptions {
  return {
    label: shellText('shell.tray.startAtLogin'),
    type: 'checkbox',
    checked: app.getLoginItemSettings().openAtLogin,
    click: (item) => app.setLoginItemSettings({ openAtLogin: item.checked }),
  };
}

function menuTemplate(
  status: SharingStatus,
  options: LarderTrayOptions,
  toggleSharing: () => void,
): MenuItemConstructorOptions[] {
  const addresses: MenuItemConstructorOptions[] = status.enabled
    ? [
        ...status.urls.map((url) => ({ label: url, enabled: false })),
        ...(status.mdnsName ? [{ label: status.mdnsName, enabled: false }] : []),
        { label: shellText('shell.tray.keepsServing'), enabled: false },
      ]
    : [];
  return [
    { label: shellText('shell.tray.open'), click: options.openWindow },
    { type: 'separator' },
    {
      label: shellText('shell.tray.share'),
      type: 'checkbox',
      checked: status.enabled,
      click: toggleSharing,
    },
    ...addresses,
    { type: 'separator' },
    ...(options.canStartAtLogin ? [startAtLogin()] : []),
    { label: shellText('shell.tray.quit'), click: options.quit },
  ];
}

/** The tray icon: Open Larder, sharing on/off with its addresses, start at login, Quit. */
export function createLarderTray(options: LarderTrayOptions): LarderTray {
  const tray = new Tray(options.iconPath);
  const refresh = () => {
    const status = options.sharing.status();
    tray.setToolTip(trayTooltip(status));
    tray.setContextMenu(Menu.buildFromTemplate(menuTemplate(status, options, toggleSharing)));
  };
  const toggleSharing = () => {
    const { sharing } = options;
    const switching = sharing.status().enabled ? sharing.disable() : sharing.enable();
    void switching.catch(options.onError).finally(refresh);
  };
  tray.on('click', options.openWindow);
  refresh();
  return { refresh, destroy: () => tray.destroy() };
}
