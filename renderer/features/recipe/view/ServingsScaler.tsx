import { Button, ButtonGroup, NumericInput } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import { scaleYield, yieldNumber } from '../ingredients/ingredient-display';

const presets = [0.5, 1, 2, 3, 4];

interface ServingsScalerProps {
  recipeYield: string | null;
  scale: number;
  onScale: (scale: number) => void;
}

/** The yield with ×½…×4 buttons and a servings number; the chosen scale drives quantities. */
export function ServingsScaler({ recipeYield, scale, onScale }: ServingsScalerProps) {
  const { t, i18n } = useTranslation();
  const base = yieldNumber(recipeYield);
  return (
    <div className="larder-servings" role="group" aria-label={t('recipe.scale')}>
      {recipeYield ? (
        <span className="larder-servings-yield" data-testid="recipe-yield">
          {scaleYield(recipeYield, scale)}
        </span>
      ) : null}
      <ButtonGroup>
        {presets.map((preset) => (
          <Button
            key={preset}
            size="small"
            active={scale === preset}
            aria-pressed={scale === preset}
            onClick={() => onScale(preset)}
          >
            {preset === 0.5 ? '×½' : `×${String(preset)}`}
          </Button>
        ))}
      </ButtonGroup>
      <label className="larder-servings-custom">
        <span>{base ? t('recipe.servings') : t('recipe.scaleFactor')}</span>
        <NumericInput
          size="small"
          locale={i18n.language}
          min={0.1}
          max={1000}
          stepSize={1}
          minorStepSize={0.1}
          value={Math.round((base ? base * scale : scale) * 100) / 100}
          onValueChange={(value) => {
            if (Number.isFinite(value) && value > 0) onScale(base ? value / base : value);
          }}
          aria-label={base ? t('recipe.servings') : t('recipe.scaleFactor')}
          style={{ width: 64 }}
        />
      </label>
    </div>
  );
}
