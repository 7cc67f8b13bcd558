import { Callout, Card, Classes, H4 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

import type { ParsedIngredient } from '../../../../server/contract/parser';
import { useParsedIngredients, type IngredientParser } from '../../../api/recipe-parser';

import { ParsedLineTable } from './ParsedLineTable';

const parsers: readonly IngredientParser[] = ['nlp', 'brute'];

interface ParserResultsProps {
  lines: string[];
  session: string;
}

/** One card per line, each parser's reading beside the other's. */
export function ParserResults({ lines, session }: ParserResultsProps) {
  const { t } = useTranslation();
  const nlp = useParsedIngredients(lines, 'nlp', session);
  const brute = useParsedIngredients(lines, 'brute', session);
  const results: Record<IngredientParser, typeof nlp> = { nlp, brute };

  const failed = parsers.map((parser) => results[parser].error).find(Boolean);
  if (failed) {
    return (
      <Callout intent="danger" icon="error" role="alert">
        {t('parserLab.failed', { message: failed.message })}
      </Callout>
    );
  }
  return (
    <ol className="larder-parser-results">
      {lines.map((line, index) => (
        <li key={`${String(index)}-${line}`}>
          <Card compact className="larder-parser-line">
            <H4 className="larder-parser-input">{line}</H4>
            <div className="larder-parser-columns">
              {parsers.map((parser) => {
                const parsed: ParsedIngredient | undefined = results[parser].parsed?.[index];
                return (
                  <section key={parser} aria-label={t(`parserLab.parser_${parser}`)}>
                    <h5 className="larder-parser-name">{t(`parserLab.parser_${parser}`)}</h5>
                    {parsed ? (
                      <ParsedLineTable parsed={parsed} />
                    ) : (
                      <div
                        className={`${Classes.SKELETON} larder-parser-skeleton`}
                        aria-busy="true"
                      />
                    )}
                  </section>
                );
              })}
            </div>
          </Card>
        </li>
      ))}
    </ol>
  );
}
