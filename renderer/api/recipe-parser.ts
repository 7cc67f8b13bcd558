import useSWR from 'swr';

import type { ParsedIngredient, RegisteredParser } from '../../server/contract/parser';
import { paths } from '../../server/contract/paths';

import { api } from './client';

/** The parsers Larder runs offline ("openai" needs a cloud key and is refused). */
export type IngredientParser = Exclude<RegisteredParser, 'openai'>;

type ParseKey = readonly [string, IngredientParser, readonly string[], string];

/** Quiet: the review dialog shows a failure itself, with a retry. */
async function postLines([path, parser, lines]: ParseKey): Promise<ParsedIngredient[]> {
  const { data, error } = await api.post<ParsedIngredient[]>(path, {
    json: { parser, ingredients: lines },
    quiet: true,
  });
  if (error) throw error;
  return data ?? [];
}

/**
 * `POST /api/parser/ingredients` for the parse review (spec §5: nlp by default). `session` is new
 * for each opening of the dialog, so every opening parses afresh (foods added since change what
 * is new) and nothing re-reads behind the user's edits.
 */
export function useParsedIngredients(
  lines: readonly string[],
  parser: IngredientParser,
  session: string,
) {
  const key: ParseKey = [paths.parserIngredients, parser, lines, session];
  const { data, error, isLoading, mutate } = useSWR<ParsedIngredient[], Error, ParseKey>(
    key,
    postLines,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      shouldRetryOnError: false,
    },
  );
  return { parsed: data ?? null, error, isLoading, retry: () => void mutate() };
}
