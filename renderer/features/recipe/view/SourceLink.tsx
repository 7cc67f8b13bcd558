import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** The site's name for a web address ("www.example.com/…" → "example.com"), or null for others. */
function sourceHost(address: string | null | undefined): string | null {
  if (!address || !URL.canParse(address)) return null;
  const { protocol, hostname } = new URL(address);
  if (protocol !== 'http:' && protocol !== 'https:') return null;
  return hostname.replace(/^www\./, '') || null;
}

/** Where an imported recipe came from: the site's name, opened in a new tab. */
export function SourceLink({ address }: { address: string | null | undefined }) {
  const { t } = useTranslation();
  const host = sourceHost(address);
  if (!address || !host) return null;
  return (
    <p className="larder-recipe-source">
      <Icon icon="link" size={14} />
      <span>{t('recipe.sourceFrom')}</span>{' '}
      <a href={address} target="_blank" rel="noopener noreferrer">
        {host}
      </a>
    </p>
  );
}
