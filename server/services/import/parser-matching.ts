import type { Db } from '../../db/database';
import { findFoodByName, findUnitByName } from '../../db/repos/foods-units.repo';
import { foodNameVariants } from '../../parser/name-variants';
import type { ParsedUnit } from '../../parser/types';

/**
 * Finds the group's saved units and foods for parsed lines, remembering answers within one
 * request so that a list of 500 lines asks the database once per distinct name.
 */
export class GroupMatcher {
  private readonly units = new Map<string, string | null>();
  private readonly foods = new Map<string, string | null>();

  constructor(
    private readonly db: Db,
    private readonly groupId: string,
  ) {}

  /** A saved unit by the words as written, then every spelling of the unit in any language. */
  async unitId(unit: ParsedUnit): Promise<string | null> {
    const key = `${unit.concept}\u0000${unit.text}`;
    const known = this.units.get(key);
    if (known !== undefined) return known;
    let id: string | null = null;
    const written = unit.text.replace(/\.$/, '');
    for (const spelling of [written.length > 1 ? written : unit.name, unit.name, ...unit.forms]) {
      const row = await findUnitByName(this.db, this.groupId, spelling);
      if (row) {
        id = row.id;
        break;
      }
    }
    this.units.set(key, id);
    return id;
  }

  /** A saved food by its name, plural or alias, also as the singular or plural of the last word. */
  async foodId(name: string): Promise<string | null> {
    const key = name.toLowerCase();
    const known = this.foods.get(key);
    if (known !== undefined) return known;
    let id: string | null = null;
    for (const variant of foodNameVariants(name)) {
      const row = await findFoodByName(this.db, this.groupId, variant);
      if (row) {
        id = row.id;
        break;
      }
    }
    this.foods.set(key, id);
    return id;
  }
}
