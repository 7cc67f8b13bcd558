import { Button, Classes, H3, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeIngredientOut, RecipeStepOut } from '../../../../server/contract/recipes';

import { insertItem, moveItem, removeItem, replaceItem } from './list-ops';
import { newStep } from './recipe-draft';
import { RowControls } from './RowControls';
import { StepReferences } from './StepReferences';
import { useDragReorder } from './useDragReorder';

interface InstructionsEditorProps {
  steps: RecipeStepOut[];
  ingredients: readonly RecipeIngredientOut[];
  onChange: (steps: RecipeStepOut[]) => void;
}

/**
 * Steps with optional section titles, reordered by drag or the up/down buttons. A step added by
 * the button or by Enter in a step's text takes the focus; Shift+Enter is a new line in a step.
 */
export function InstructionsEditor({ steps, ingredients, onChange }: InstructionsEditorProps) {
  const { t } = useTranslation();
  const move = (from: number, to: number) => onChange(moveItem(steps, from, to));
  const drag = useDragReorder(move);
  const [newId, setNewId] = useState<string | null>(null);
  const add = (index: number) => {
    const step = newStep();
    setNewId(step.id);
    onChange(insertItem(steps, index, step));
  };
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
                  autoFocus={step.id === newId}
                  onChange={(event) => change({ text: event.target.value })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing)
                      return;
                    event.preventDefault();
                    add(index + 1);
                  }}
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
      <Button icon="add" onClick={() => add(steps.length)}>
        {t('recipe.addStep')}
      </Button>
      <p className={`larder-edit-hint ${Classes.TEXT_MUTED}`}>{t('recipe.stepEnterHint')}</p>
    </section>
  );
}
