import { Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

const stars = [1, 2, 3, 4, 5] as const;

/** A read-only rating out of 5 (spec §9), rounded to half stars. */
export function RatingStars({ rating }: { rating: number | null }) {
  const { t } = useTranslation();
  const value = Math.round((rating ?? 0) * 2) / 2;
  return (
    <span className="larder-rating" role="img" aria-label={t('browse.rating', { rating: value })}>
      {stars.map((star) => (
        <Icon
          key={star}
          icon={value >= star ? 'star' : 'star-empty'}
          className={value >= star - 0.5 ? 'is-filled' : undefined}
          size={14}
        />
      ))}
    </span>
  );
}
