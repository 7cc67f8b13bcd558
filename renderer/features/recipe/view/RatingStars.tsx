import { Button, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

interface RatingStarsProps {
  /** The value shown: the user's own rating when they have one, else the average. */
  value: number | null;
  /** Absent for visitors: the stars are read-only. */
  onRate?: (rating: number) => void;
}

const stars = [1, 2, 3, 4, 5];

/** Five stars (spec §9); signed-in users click one to rate. */
export function RatingStars({ value, onRate }: RatingStarsProps) {
  const { t } = useTranslation();
  const shown = value ?? 0;
  if (!onRate) {
    return (
      <span
        className="larder-rating"
        role="img"
        aria-label={t('recipe.ratingValue', { value: shown })}
      >
        {stars.map((star) => (
          <Icon key={star} icon={star <= Math.round(shown) ? 'star' : 'star-empty'} />
        ))}
      </span>
    );
  }
  return (
    <span className="larder-rating" role="group" aria-label={t('recipe.rating')}>
      {stars.map((star) => (
        <Button
          key={star}
          variant="minimal"
          size="small"
          icon={star <= Math.round(shown) ? 'star' : 'star-empty'}
          intent={star <= Math.round(shown) ? 'warning' : 'none'}
          aria-label={t('recipe.rateStars', { count: star })}
          aria-pressed={star === Math.round(shown)}
          onClick={() => onRate(star)}
        />
      ))}
    </span>
  );
}
