import { useParams } from 'react-router-dom';

import { useExploreRecipe } from '../../api/recipe-detail';
import { LoadingState } from '../../components/LoadingState';
import { RecipeProblem } from '../recipe/RecipeProblem';

import { PublicRecipe } from './PublicRecipe';

/** `/explore/recipes/{groupSlug}/{slug}`: a group's public recipe for visitors. */
export function ExploreRecipePage() {
  const { groupSlug, slug } = useParams();
  const { data, error, isLoading, mutate } = useExploreRecipe(groupSlug, slug);
  if (isLoading) return <LoadingState />;
  if (error || !data) return <RecipeProblem error={error} onRetry={() => void mutate()} />;
  return <PublicRecipe recipe={data} groupSlug={groupSlug} />;
}
