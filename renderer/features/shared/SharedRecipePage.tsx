import { useParams } from 'react-router-dom';

import { useSharedRecipe } from '../../api/recipe-detail';
import { LoadingState } from '../../components/LoadingState';
import { RecipeProblem } from '../recipe/RecipeProblem';

import { PublicRecipe } from './PublicRecipe';

/** `/shared/recipes/{token}`: an expired or unknown token is a friendly not-found. */
export function SharedRecipePage() {
  const { token } = useParams();
  const { data, error, isLoading, mutate } = useSharedRecipe(token);
  if (isLoading) return <LoadingState />;
  if (error || !data) return <RecipeProblem error={error} onRetry={() => void mutate()} />;
  return <PublicRecipe recipe={data} />;
}
