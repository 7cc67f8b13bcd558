import { z } from 'zod';

/** `SeederConfig`: any locale string; one we have no data for falls back to en-US. */
export const SeederConfig = z.object({ locale: z.string().trim().max(35) });
export type SeederConfig = z.infer<typeof SeederConfig>;

export const SeederKind = z.enum(['foods', 'units', 'labels']);
export type SeederKind = z.infer<typeof SeederKind>;

/** One unit of a seed file (`resources/seed/units/<locale>.json`). */
export const SeedUnit = z.object({
  name: z.string().min(1),
  pluralName: z.string().min(1),
  abbreviation: z.string(),
  description: z.string().default(''),
  fraction: z.boolean().default(true),
});
export type SeedUnit = z.infer<typeof SeedUnit>;

/** Foods and labels seed files are arrays of names. */
export const SeedNames = z.array(z.string().min(1));
export const SeedUnits = z.array(SeedUnit);
