import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface RatingStarsProps {
  /** The value shown: the user's own rating when they have one, else the average. */
  value: number | null;
  /** Absent for visitors and on cards: the stars are read-only. */
  onRate?: (rating: number) => void;
}

const stars = [1, 2, 3, 4, 5] as const;

/** Five stars (spec §9): read-only to half stars, or whole stars a signed-in user clicks to rate. */
export function RatingStars({ value, onRate }: RatingStarsProps) {
  const { t } = useTranslation();
  if (!onRate) {
    const halves = Math.round((value ?? 0) * 2) / 2;
    return (
      <span
        className="larder-rating"
        role="img"
        aria-label={t('browse.rating', { rating: halves })}
      >
        {stars.map((star) => (
          <Icon
            key={star}
            icon={halves >= star ? 'star' : 'star-empty'}
            className={halves >= star - 0.5 ? 'is-filled' : undefined}
            size={14}
          />
        ))}
      </span>
    );
  }
  const shown = Math.round(value ?? 0);
  return (
    <span className="larder-rating" role="group" aria-label={t('recipe.rating')}>
      {stars.map((star) => (
        <Button
          key={star}
          variant="minimal"
          size="small"
          icon={star <= shown ? 'star' : 'star-empty'}
          intent={star <= shown ? 'warning' : 'none'}
          aria-label={t('recipe.rateStars', { count: star })}
          aria-pressed={star === shown}
          onClick={() => onRate(star)}
        />
      ))}
    </span>
  );
}
