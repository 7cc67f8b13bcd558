/**
 * External pages the sidebar and the language dialog link to. In the desktop window the main
 * process opens http(s) links in the system browser.
 */
export const supportUrl = 'https://github.com/larder-app/larder/discussions';
export const translateUrl = 'https://github.com/larder-app/larder/tree/main/renderer/i18n/messages';
