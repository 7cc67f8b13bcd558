/** Spec §3/§9: how the print view lays out a recipe, saved in this browser. */
export interface PrintPreferences {
  imagePosition: 'left' | 'right' | 'hidden';
  showDescription: boolean;
  showNotes: boolean;
}

export const defaultPrintPreferences: PrintPreferences = {
  imagePosition: 'left',
  showDescription: true,
  showNotes: true,
};

export const printPreferencesKey = 'larder.printPreferences';

/** Reads saved preferences, keeping defaults for anything missing or malformed. */
export function parsePrintPreferences(raw: string | null): PrintPreferences {
  if (!raw) return defaultPrintPreferences;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof PrintPreferences, unknown>>;
    const position = value.imagePosition;
    return {
      imagePosition:
        position === 'left' || position === 'right' || position === 'hidden'
          ? position
          : defaultPrintPreferences.imagePosition,
      showDescription:
        typeof value.showDescription === 'boolean'
          ? value.showDescription
          : defaultPrintPreferences.showDescription,
      showNotes:
        typeof value.showNotes === 'boolean' ? value.showNotes : defaultPrintPreferences.showNotes,
    };
  } catch {
    return defaultPrintPreferences;
  }
}
