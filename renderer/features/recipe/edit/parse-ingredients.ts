import type { FoodOut, UnitOut } from '../../../../server/contract/recipes';
import { addParsedName } from '../../../api/foods-units';

import { nameKey, namesToCreate, type CreatedNames, type ReviewLine } from './parse-review';

/** Why some new names were not created: no organize permission, or the message of a failure. */
type CreateFailure = { isForbidden: true } | { isForbidden: false; message: string };

/**
 * Creates the new units and foods of the accepted lines, one call per distinct name. What could
 * not be created is left out of `created` (`applyReview` folds it into the note) and the reason
 * is kept for the one toast that tells the user.
 */
export async function createReviewedNames(
  lines: readonly ReviewLine[],
): Promise<{ created: CreatedNames; failure: CreateFailure | null }> {
  const created = new Map<string, UnitOut | FoodOut>();
  let failure: CreateFailure | null = null;
  for (const { kind, name, pluralName } of namesToCreate(lines)) {
    const { data, error } = await addParsedName(kind, name, pluralName);
    if (data) created.set(nameKey(kind, name), data);
    else if (error && !failure) {
      failure =
        error.status === 403
          ? { isForbidden: true }
          : { isForbidden: false, message: error.message };
    }
  }
  return { created, failure };
}
