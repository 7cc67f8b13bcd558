import useSWR from 'swr';

import type { ValidationResponse } from '../../server/contract/common';
import { paths } from '../../server/contract/paths';
import { useDebouncedValue } from '../components/useDebouncedValue';

import { fetchJson } from './client';
import { withQuery } from './query';

type UniqueKind = 'username' | 'email' | 'group';

/** `checking` while the server is asked; `unknown` when it could not answer (the save decides). */
export type Uniqueness = 'idle' | 'checking' | 'free' | 'taken' | 'unknown';

const debounceMs = 400;

function validatorUrl(kind: UniqueKind, value: string): string {
  if (kind === 'email') return withQuery(paths.validateUserEmail, { email: value });
  const path = kind === 'username' ? paths.validateUserName : paths.validateGroupName;
  return withQuery(path, { name: value });
}

/**
 * Spec §5 live uniqueness check. `current` is the value the record already has (editing): it is
 * not "taken" by someone else, so it is not asked about.
 */
export function useUniqueness(
  kind: UniqueKind,
  value: string,
  current?: string | null,
): Uniqueness {
  const wanted = value.trim();
  const settled = useDebouncedValue(wanted, debounceMs);
  const isOwn = current != null && wanted.toLowerCase() === current.trim().toLowerCase();
  const key = settled && !isOwn && settled === wanted ? validatorUrl(kind, settled) : null;
  const { data, error, isLoading } = useSWR<ValidationResponse, Error>(key, fetchJson, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (!wanted || isOwn) return 'idle';
  if (wanted !== settled || isLoading) return 'checking';
  if (error) return 'unknown';
  if (!data) return 'checking';
  return data.valid ? 'free' : 'taken';
}
