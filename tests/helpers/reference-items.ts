import type { FoodOut, UnitOut } from '../../server/contract/recipes';

/** A saved unit as the API answers it: a cup with its plural, unless overridden. */
export function unitOut(overrides: Partial<UnitOut> = {}): UnitOut {
  return {
    id: 'u1',
    name: 'cup',
    pluralName: 'cups',
    description: '',
    extras: {},
    onHand: false,
    fraction: true,
    abbreviation: 'c',
    pluralAbbreviation: null,
    useAbbreviation: false,
    aliases: [],
    createdAt: '',
    updateAt: '',
    ...overrides,
  };
}

/** A saved food with the fields display and matching read. */
export function foodOut(id: string, name: string, pluralName: string | null = null): FoodOut {
  return { id, name, pluralName } as FoodOut;
}
