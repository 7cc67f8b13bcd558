import type {
  Nutrition,
  Recipe,
  RecipeCategoryOut,
  RecipeCommentOut,
  RecipeSummary,
  RecipeToolOut,
} from '../../contract/recipes';
import type { Db } from '../../db/database';
import { listRecipeComments } from '../../db/repos/comments.repo';
import { loadOrganizersOf } from '../../db/repos/organizers.repo';
import { loadRecipeParts } from '../../db/repos/recipes.repo';
import type { RecipeRow, ToolRow } from '../../db/schema';
import { ingredientDisplay } from '../../domain/ingredient-display';

import { loadFoodsAndUnits } from '../organizers/foods-units-loader';
import { parseJsonObject } from '../organizers/reference-views';

const toOrganizer = (row: ToolRow): RecipeCategoryOut => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
});
// Written out, not spread from toOrganizer: with the spread a search moved a tenth more bytes into
// the old generation (bench/README.md, after search run 28).
const toTool = (row: ToolRow): RecipeToolOut => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  onHand: row.onHand === 1,
});

function summaryOf(
  row: RecipeRow,
  categories: ToolRow[],
  tags: ToolRow[],
  tools: ToolRow[],
): RecipeSummary {
  return {
    id: row.id,
    userId: row.userId,
    groupId: row.groupId,
    householdId: row.groupId,
    name: row.name,
    slug: row.slug,
    image: row.image,
    recipeYield: row.recipeYield,
    totalTime: row.totalTime,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    performTime: row.performTime,
    description: row.description,
    recipeCategory: categories.map(toOrganizer),
    tags: tags.map(toOrganizer),
    tools: tools.map(toTool),
    rating: row.rating,
    orgURL: row.orgUrl,
    dateAdded: row.dateAdded,
    dateUpdated: row.dateUpdated,
    createdAt: row.createdAt,
    updateAt: row.updateAt,
    lastMade: row.lastMade,
  };
}

/** Summaries for a page of recipes: organizers of all of them in three queries. */
export async function toRecipeSummaries(db: Db, rows: RecipeRow[]): Promise<RecipeSummary[]> {
  const ids = rows.map((r) => r.id);
  const [categories, tags, tools] = await Promise.all([
    loadOrganizersOf(db, 'categories', ids),
    loadOrganizersOf(db, 'tags', ids),
    loadOrganizersOf(db, 'tools', ids),
  ]);
  return rows.map((row) =>
    summaryOf(row, categories.get(row.id) ?? [], tags.get(row.id) ?? [], tools.get(row.id) ?? []),
  );
}

async function loadComments(db: Db, recipeId: string): Promise<RecipeCommentOut[]> {
  const rows = await listRecipeComments(db, recipeId);
  return rows.map(({ username, admin, ...comment }) => ({
    ...comment,
    user: { id: comment.userId, username, admin: admin === 1 },
  }));
}

/** The whole recipe as `GET /api/recipes/{slug}` returns it. */
export async function loadRecipe(db: Db, row: RecipeRow): Promise<Recipe> {
  const [[summary], parts, comments] = await Promise.all([
    toRecipeSummaries(db, [row]),
    loadRecipeParts(db, row.id),
    loadComments(db, row.id),
  ]);
  const { foods, units } = await loadFoodsAndUnits(
    db,
    parts.ingredients.flatMap((i) => (i.foodId ? [i.foodId] : [])),
    parts.ingredients.flatMap((i) => (i.unitId ? [i.unitId] : [])),
  );
  const disableAmount = row.disableAmount === 1;
  return {
    ...(summary as RecipeSummary),
    recipeIngredient: parts.ingredients.map((i) => {
      const unit = i.unitId ? (units.get(i.unitId) ?? null) : null;
      const food = i.foodId ? (foods.get(i.foodId) ?? null) : null;
      return {
        quantity: i.quantity,
        unit,
        food,
        note: i.note,
        isFood: !disableAmount,
        disableAmount,
        display: ingredientDisplay({
          quantity: i.quantity,
          unit,
          food,
          note: i.note,
          disableAmount,
        }),
        title: i.title,
        originalText: i.originalText,
        referenceId: i.referenceId,
      };
    }),
    recipeInstructions: parts.instructions.map((s) => ({
      id: s.id,
      title: s.title,
      text: s.text,
      ingredientReferences: JSON.parse(s.ingredientReferences) as { referenceId: string }[],
    })),
    nutrition: row.nutrition ? (JSON.parse(row.nutrition) as Nutrition) : null,
    settings: {
      public: row.isPublic === 1,
      showNutrition: row.showNutrition === 1,
      showAssets: row.showAssets === 1,
      landscapeView: row.landscapeView === 1,
      disableComments: row.disableComments === 1,
      disableAmount,
      locked: row.locked === 1,
    },
    assets: parts.assets.map((a) => ({ name: a.name, icon: a.icon, fileName: a.fileName })),
    notes: parts.notes.map((n) => ({ title: n.title, text: n.text })),
    extras: parseJsonObject(row.extras),
    comments,
  };
}
