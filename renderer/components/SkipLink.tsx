import { useTranslation } from 'react-i18next';

/** The id of each layout's `<main>`, the skip link's target. */
export const mainContentId = 'larder-main';

/**
 * "Skip to content": the first stop for the Tab key, hidden until it has the focus. It moves the
 * focus to the page's `<main>` (which takes it with `tabIndex={-1}`) without touching the URL.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${mainContentId}`}
      className="larder-skip-link"
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(mainContentId);
        main?.focus();
        main?.scrollIntoView();
      }}
    >
      {t('nav.skipToContent')}
    </a>
  );
}
