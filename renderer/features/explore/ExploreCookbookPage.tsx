import { useParams } from 'react-router-dom';

import { paths } from '../../../server/contract/paths';
import { useExploreCookbook } from '../../api/explore';
import { LoadingState } from '../../components/LoadingState';
import { CookbookRecipes } from '../cookbooks/CookbookRecipes';

import { ExploreProblem } from './ExploreProblem';

/** `/explore/cookbooks/{groupSlug}/{slug}`: a public cookbook's public recipes (visitors). */
export function ExploreCookbookPage() {
  const { groupSlug = '', slug } = useParams();
  const { data, error, isLoading, mutate } = useExploreCookbook(groupSlug, slug);
  if (isLoading) return <LoadingState />;
  if (error || !data) {
    return <ExploreProblem error={error ?? new Error('not found')} onRetry={() => void mutate()} />;
  }
  return (
    <CookbookRecipes
      key={data.id}
      cookbook={data}
      feedPath={paths.exploreRecipes(groupSlug)}
      groupSlug={groupSlug}
    />
  );
}
