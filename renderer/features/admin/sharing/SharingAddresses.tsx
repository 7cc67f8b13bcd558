import { useTranslation } from 'react-i18next';

import type { NetworkSharing } from '../../../../server/contract/network-sharing';

/** Where other devices open Larder: every LAN address, the `.local` name and a QR code. */
export function SharingAddresses({ sharing }: { sharing: NetworkSharing }) {
  const { t } = useTranslation();
  return (
    <div className="larder-sharing-addresses">
      <div className="larder-sharing-links">
        <h3 className="larder-sharing-heading">{t('sharing.addresses')}</h3>
        <ul className="larder-sharing-urls">
          {sharing.urls.map((url) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                {url}
              </a>
            </li>
          ))}
        </ul>
        {sharing.mdnsUrl ? (
          <p className="bp6-text-muted">
            {t('sharing.mdnsLead')}{' '}
            <a href={sharing.mdnsUrl} target="_blank" rel="noreferrer">
              {sharing.mdnsUrl}
            </a>{' '}
            {t('sharing.mdnsNote')}
          </p>
        ) : (
          <p className="bp6-text-muted">{t('sharing.mdnsOff')}</p>
        )}
      </div>
      {sharing.qrSvg && sharing.qrUrl ? (
        <figure className="larder-sharing-qr">
          {/* Drawn by our own server from the URL (qrcode's SVG: two paths, no text or script). */}
          <div
            role="img"
            aria-label={t('sharing.qrLabel', { url: sharing.qrUrl })}
            dangerouslySetInnerHTML={{ __html: sharing.qrSvg }}
          />
          <figcaption>{t('sharing.qrCaption', { url: sharing.qrUrl })}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}
