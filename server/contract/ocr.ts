import { z } from 'zod';

import { ImageExtension } from './media';
import type { RecipeIn } from './recipes';

/** The OCR languages Larder ships data for, by the short codes a client may send as `lang`. */
export const OcrLang = z.enum(['en', 'fr', 'de', 'es', 'it']);
export type OcrLang = z.infer<typeof OcrLang>;

/** `?lang=` of the OCR calls (else Accept-Language decides, else English). */
export const OcrLangQuery = z.object({ lang: OcrLang.optional() });

/** Multipart text fields of `POST /api/ocr/file-to-tsv` (besides `file`). */
export const OcrFileFields = z.object({ lang: OcrLang.optional() });

/** `POST /api/ocr/asset-to-tsv` (Mealie's `OcrAssetReq`). */
export const OcrAssetReq = z.object({
  recipeSlug: z.string().trim().min(1).max(500),
  assetName: z.string().trim().min(1).max(300),
});
export type OcrAssetReq = z.infer<typeof OcrAssetReq>;

/** Multipart text fields of `POST /api/recipes/create-ocr` (besides `file`). */
export const CreateOcrFields = z.object({
  extension: ImageExtension,
  makefilerecipeimage: z.stringbool().default(false),
  lang: OcrLang.optional(),
});
export type CreateOcrFields = z.infer<typeof CreateOcrFields>;

/** `POST /api/recipes/create/image` (Mealie v2): the language the recipe is written in. */
export const CreateImageQuery = z.object({ translateLanguage: z.string().max(35).optional() });

/** One row of Tesseract's TSV output (Mealie's `OcrTsvResponse`). Level 5 rows are words. */
export interface OcrTsvResponse {
  level: number;
  pageNum: number;
  blockNum: number;
  parNum: number;
  lineNum: number;
  wordNum: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0–100 for words; -1 for pages, blocks, paragraphs and lines. */
  conf: number;
  text: string;
}

/** The recognised lines in reading order: each line's words joined by spaces. */
export function ocrLines(rows: OcrTsvResponse[]): string[] {
  const lines = new Map<string, string[]>();
  for (const row of rows) {
    if (row.level !== 5 || !row.text.trim()) continue;
    const key = `${row.pageNum}.${row.blockNum}.${row.parNum}.${row.lineNum}`;
    const words = lines.get(key) ?? [];
    words.push(row.text.trim());
    lines.set(key, words);
  }
  return [...lines.values()].map((words) => words.join(' '));
}

export type OcrLineRole = 'title' | 'ingredient' | 'instruction' | 'ignore';

/** Section headings of recipe cards in the shipped languages; they switch sections and go. */
const ingredientHeading = /^(ingredients?|zutaten|ingr[ée]dients?|ingredientes|ingredienti)\s*:?$/i;
const instructionHeading =
  /^(instructions?|method|directions?|preparation|steps?|zubereitung|anleitung|pr[ée]paration|[ée]tapes|preparaci[óo]n|elaboraci[óo]n|pasos|preparazione|procedimento)\s*:?$/i;
/** A quantity, fraction or bullet at the start: "2 cups", "½ tsp", "- salt", "• 3 eggs". */
const startsLikeIngredient = /^([-–•*·]\s*)?(\d|[¼½¾⅓⅔⅛⅜⅝⅞])/;
/** "1.", "2)" or "Step 3" at the start: a numbered step. */
const startsLikeStep = /^((\d{1,2}\s*[.)])|(step|schritt|[ée]tape|paso|passo)\s*\d)/i;

function guessRole(line: string, section: 'ingredient' | 'instruction' | null): OcrLineRole {
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return 'ignore';
  if (startsLikeStep.test(line)) return 'instruction';
  const words = line.split(/\s+/).length;
  if (section === 'ingredient')
    return words > 12 && /[.!]$/.test(line) ? 'instruction' : 'ingredient';
  if (section === 'instruction') return 'instruction';
  if (startsLikeIngredient.test(line) && words <= 10) return 'ingredient';
  return words > 7 || /[.!]$/.test(line) ? 'instruction' : 'ingredient';
}

/**
 * A first guess at each line's part of the recipe: the first line with letters is the title,
 * headings ("Ingredients", "Zubereitung", …) are ignored and switch sections, short lines that
 * start with a quantity are ingredients, sentences are instructions. The person corrects it.
 */
export function guessOcrLineRoles(lines: string[]): OcrLineRole[] {
  let section: 'ingredient' | 'instruction' | null = null;
  let titled = false;
  return lines.map((raw) => {
    const line = raw.trim();
    if (ingredientHeading.test(line)) {
      section = 'ingredient';
      return 'ignore';
    }
    if (instructionHeading.test(line)) {
      section = 'instruction';
      return 'ignore';
    }
    const role = guessRole(line, section);
    if (!titled && role !== 'ignore') {
      titled = true;
      return 'title';
    }
    return role;
  });
}

/** Lines with their roles as a recipe draft: a numbered step's wrapped lines are joined. */
export function ocrDraft(lines: string[], roles: OcrLineRole[]) {
  const name = lines
    .filter((_line, i) => roles[i] === 'title')
    .join(' ')
    .trim();
  const ingredients: string[] = [];
  const instructions: string[] = [];
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (roles[i] === 'ingredient') ingredients.push(line.replace(/^[-–•*·]\s*/, ''));
    if (roles[i] !== 'instruction') return;
    const previous = instructions.length - 1;
    const continues =
      previous >= 0 &&
      roles[i - 1] === 'instruction' &&
      !/[.!?:]$/.test(instructions[previous] ?? '') &&
      !startsLikeStep.test(line);
    if (continues) instructions[previous] = `${instructions[previous] ?? ''} ${line}`;
    else instructions.push(line.replace(/^\d{1,2}\s*[.)]\s*/, ''));
  });
  return { name, ingredients, instructions };
}

/** A draft as the body of `POST /api/recipes/create`: ingredient lines become notes. */
export function ocrDraftRecipe(lines: string[], roles: OcrLineRole[]): RecipeIn {
  const draft = ocrDraft(lines, roles);
  return {
    name: draft.name.slice(0, 500),
    recipeIngredient: draft.ingredients
      .slice(0, 500)
      .map((note) => ({ note: note.slice(0, 2000), quantity: null })),
    recipeInstructions: draft.instructions
      .slice(0, 500)
      .map((text) => ({ text, ingredientReferences: [] })),
  };
}
