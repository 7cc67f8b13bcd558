import { Button, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { RecipeIngredientOut, RecipeStepOut } from '../../../../server/contract/recipes';

import { moveItem, removeItem, replaceItem } from './list-ops';
import { newStep } from './recipe-draft';
import { RowControls } from './RowControls';
import { StepReferences } from './StepReferences';
import { useDragReorder } from './useDragReorder';

interface InstructionsEditorProps {
  steps: RecipeStepOut[];
  ingredients: readonly RecipeIngredientOut[];
  onChange: (steps: RecipeStepOut[]) => void;
}

/** Steps with optional section titles, reordered by drag or the up/down buttons. */
export function InstructionsEditor({ steps, ingredients, onChange }: InstructionsEditorProps) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => onChange(moveItem(steps, from, to));
  const drag = useDragReorder(move);
  return (
    <section className="larder-edit-section" aria-label={t('recipe.instructions')}>
      <H3>{t('recipe.instructions')}</H3>
      <ol className="larder-edit-list">
        {steps.map((step, index) => {
          const number = index + 1;
          const change = (patch: Partial<RecipeStepOut>) =>
            onChange(replaceItem(steps, index, { ...step, ...patch }));
          return (
            <li
              key={step.id}
              className={
                drag.overIndex === index ? 'larder-edit-row is-drop-target' : 'larder-edit-row'
              }
              {...drag.rowProps(index)}
            >
              <RowControls
                index={index}
                count={steps.length}
                label={t('recipe.step', { number })}
                onMove={move}
                onRemove={() => onChange(removeItem(steps, index))}
                handleProps={drag.handleProps(index)}
              />
              <div className="larder-step-edit">
                <InputGroup
                  aria-label={t('recipe.stepTitleOf', { number })}
                  placeholder={t('recipe.sectionTitle')}
                  value={step.title}
                  onChange={(event) => change({ title: event.target.value })}
                />
                <TextArea
                  fill
                  autoResize
                  aria-label={t('recipe.stepTextOf', { number })}
                  placeholder={t('recipe.step', { number })}
                  value={step.text}
                  onChange={(event) => change({ text: event.target.value })}
                />
                <StepReferences
                  step={step}
                  number={number}
                  ingredients={ingredients}
                  onChange={(ingredientReferences) => change({ ingredientReferences })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button icon="add" onClick={() => onChange([...steps, newStep()])}>
        {t('recipe.addStep')}
      </Button>
    </section>
  );
}
