import {
  Button,
  ButtonGroup,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  SegmentedControl,
} from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ParsedIngredient } from '../../../../server/contract/parser';
import type { RecipeIngredientOut } from '../../../../server/contract/recipes';
import { useParsedIngredients, type IngredientParser } from '../../../api/recipe-parser';
import { useFoods, useUnits } from '../../../api/foods-units';
import { useToasts } from '../../../app/toasts/useToasts';
import { ErrorState } from '../../../components/ErrorState';
import { LoadingState } from '../../../components/LoadingState';

import { createReviewedNames } from './parse-ingredients';
import { applyReview, toReviewLines, unparsedLines, type ReviewLine } from './parse-review';
import { ParseReviewLine } from './ParseReviewLine';

interface ParseReviewDialogProps {
  ingredients: RecipeIngredientOut[];
  /** The recipe hides amounts: Apply turns them on (the caller does), and the dialog says so. */
  isAmountDisabled: boolean;
  onApply: (next: RecipeIngredientOut[]) => void;
  onClose: () => void;
}

const parsers: IngredientParser[] = ['nlp', 'brute'];

/**
 * Parse with a look first: each unparsed line as the parser read it, to fix, take or leave.
 * Apply creates the new units and foods of the taken lines and writes them into the draft;
 * Cancel changes nothing. Mount it only while open: each opening parses afresh.
 */
export function ParseReviewDialog(props: ParseReviewDialogProps) {
  const { ingredients, isAmountDisabled, onApply, onClose } = props;
  const { t } = useTranslation();
  const toasts = useToasts();
  const units = useUnits();
  const foods = useFoods();
  // The lines as they were when the dialog opened, and this opening's parse session.
  const [request] = useState(() => {
    const sources = unparsedLines(ingredients);
    return { sources, texts: sources.map((item) => item.note), session: crypto.randomUUID() };
  });
  const [parser, setParser] = useState<IngredientParser>('nlp');
  const { parsed, error, isLoading, retry } = useParsedIngredients(
    request.texts,
    parser,
    request.session,
  );
  // The user's corrections belong to one answer of the parser; a new answer starts over.
  const [edited, setEdited] = useState<{ from: ParsedIngredient[]; lines: ReviewLine[] }>();
  const lines = !parsed
    ? null
    : edited?.from === parsed
      ? edited.lines
      : toReviewLines(request.sources, parsed);
  const updateLines = (change: (current: ReviewLine[]) => ReviewLine[]) => {
    if (!parsed) return;
    setEdited((previous) => ({
      from: parsed,
      lines: change(
        previous?.from === parsed ? previous.lines : toReviewLines(request.sources, parsed),
      ),
    }));
  };
  const acceptEvery = (isAccepted: boolean) =>
    updateLines((current) => current.map((line) => ({ ...line, isAccepted })));
  const acceptedCount = lines?.filter((line) => line.isAccepted).length ?? 0;
  const [isApplying, setIsApplying] = useState(false);

  const apply = async () => {
    if (!lines) return;
    setIsApplying(true);
    const { created, failure } = await createReviewedNames(lines);
    const result = applyReview(ingredients, lines, created);
    if (result.foldedCount > 0) {
      const count = result.foldedCount;
      toasts.show(
        'warning',
        failure && !failure.isForbidden
          ? t('recipe.parseFoldedFailed', { count, message: failure.message })
          : t('recipe.parseFoldedForbidden', { count }),
      );
    }
    onApply(result.ingredients);
  };

  return (
    <Dialog
      isOpen
      className="larder-parse-dialog"
      title={t('recipe.parseTitle')}
      icon="translate"
      onClose={onClose}
    >
      <DialogBody>
        {isAmountDisabled ? (
          <Callout intent="primary" icon="info-sign" className="larder-parse-amounts-note">
            {t('recipe.parseTurnsAmountsOn')}
          </Callout>
        ) : null}
        <div className="larder-parse-bar">
          <SegmentedControl
            size="small"
            aria-label={t('recipe.parser')}
            value={parser}
            options={parsers.map((value) => ({ value, label: t(`recipe.parser_${value}`) }))}
            onValueChange={(value) => setParser(value as IngredientParser)}
          />
          <span className={`larder-parse-count ${Classes.TEXT_MUTED}`} aria-live="polite">
            {lines
              ? t('recipe.parseAccepted', { accepted: acceptedCount, count: lines.length })
              : null}
          </span>
          <ButtonGroup variant="minimal">
            <Button disabled={!lines} onClick={() => acceptEvery(true)}>
              {t('recipe.parseAcceptAll')}
            </Button>
            <Button disabled={!lines} onClick={() => acceptEvery(false)}>
              {t('recipe.parseAcceptNone')}
            </Button>
          </ButtonGroup>
        </div>
        {isLoading ? (
          <LoadingState label={t('recipe.parsing', { count: request.texts.length })} />
        ) : error ? (
          <ErrorState error={error} onRetry={retry} />
        ) : lines ? (
          <ol className="larder-parse-lines" aria-label={t('recipe.parseTitle')}>
            {lines.map((line, index) => (
              <ParseReviewLine
                key={line.referenceId}
                line={line}
                number={index + 1}
                units={units}
                foods={foods}
                onChange={(patch) =>
                  updateLines((current) =>
                    current.map((other) =>
                      other.referenceId === line.referenceId ? { ...other, ...patch } : other,
                    ),
                  )
                }
              />
            ))}
          </ol>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={onClose}>{t('recipe.cancel')}</Button>
            <Button
              intent="primary"
              loading={isApplying}
              disabled={acceptedCount === 0}
              onClick={() => void apply()}
            >
              {t('recipe.parseApply', { count: acceptedCount })}
            </Button>
          </>
        }
      />
    </Dialog>
  );
}
