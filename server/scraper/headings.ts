/**
 * Words that head the ingredient list or the method on recipe pages, in the languages Larder's
 * users cook in. A heading matches when it starts with one of them and is short.
 */
const ingredientHeads = [
  'ingredients?',
  'ingredient list',
  'zutaten',
  'ingrédients?',
  'ingredientes?',
  'ingredienti',
  'ingredi[eë]nten',
  'benodigdheden',
  'wat heb je nodig',
  'was (?:du|ihr|sie) (?:brauchst|braucht|brauchen)',
  "ce qu'il (?:vous |te )?faut",
  'occorrente',
  'ingredienser',
  'ingrediencie',
  'hozzávalók',
  'składniki',
  'suroviny',
  "what you(?:'ll| will)? need",
  'you will need',
  'shopping list',
];

const stepHeads = [
  'instructions?',
  'directions?',
  'method',
  'methods',
  'preparation',
  'prep(?:aration)? steps',
  'steps',
  'how to make(?: it)?',
  'zubereitung',
  'anleitung',
  "so geht(?:'s| es)",
  "so wird(?:'s| es) gemacht",
  'zubereitungsschritte',
  'arbeitsschritte',
  'préparation',
  'instructions',
  'étapes',
  'réalisation',
  'déroulé',
  'preparación',
  'instrucciones',
  'pasos',
  'procedimiento',
  'modo de preparación',
  'elaboración',
  'modo de prepar[oa]',
  'preparo',
  'preparazione',
  'istruzioni',
  'esecuzione',
  'procedimento',
  'bereiding(?:swijze)?',
  'werkwijze',
  'instructies',
  'stappen',
  'fremgangsmåde',
  'fremgangsmåte',
  'tilberedning',
  'gör så här',
  'tillagning',
  'elkészítés',
  'postup(?: prípravy)?',
  'príprava',
  'przygotowanie',
  'sposób przygotowania',
];

/** Words that head the method only when they are the whole heading ("Recipe", not "Recipe Rating"). */
const wholeStepHeads = [
  'recipe',
  'the recipe',
  'to make',
  'rezept',
  'recette',
  'receta',
  'recept',
  'a recept',
];

const heading = (words: string[]) =>
  new RegExp(
    `^(?:the |les |die |los |las |le |la )?(?:recipe |cooking |baking )?(?:${words.join('|')})(?![\\p{L}])`,
    'iu',
  );

const ingredientHeading = heading(ingredientHeads);
const stepHeading = heading(stepHeads);
const wholeStepHeading = new RegExp(`^(?:${wholeStepHeads.join('|')})$`, 'iu');

export type HeadingKind = 'ingredients' | 'steps';

/** Whether a short text is a heading of the ingredient list or of the method. */
export function headingKind(text: string): HeadingKind | null {
  const label = text
    .replace(/[’‘`´]/g, "'")
    .replace(/[:：.]+$/, '')
    .trim();
  if (!label || label.length > 80) return null;
  // "Apple pie – the ingredients": the keyword may follow the recipe's name.
  const tail = /\s[–—|:-]\s*([^–—|:]+)$/u.exec(label)?.[1]?.trim() ?? '';
  for (const part of [label, tail]) {
    if (!part || part.length > 48) continue;
    if (ingredientHeading.test(part)) return 'ingredients';
    if (stepHeading.test(part) || wholeStepHeading.test(part)) return 'steps';
  }
  return null;
}
