import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { createCookbook, useCookbooks } from '../../api/cookbooks';

import { defaultCookbookName } from './cookbook-order';

/**
 * Creates a cookbook with the default name (spec §9) and resolves with its id, or null when the
 * server refused (the toast says why).
 */
export function useNewCookbook() {
  const { t } = useTranslation();
  const { cookbooks } = useCookbooks();
  const [isCreating, setIsCreating] = useState(false);
  const create = async (): Promise<string | null> => {
    setIsCreating(true);
    const name = defaultCookbookName(cookbooks, (count) => t('cookbooks.defaultName', { count }));
    const result = await createCookbook(name);
    setIsCreating(false);
    return result.data?.id ?? null;
  };
  return { create, isCreating };
}
