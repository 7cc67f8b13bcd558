import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';

import { paths } from '../../../server/contract/paths';
import { useCookbook } from '../../api/cookbooks';
import { LoadingState } from '../../components/LoadingState';
import { LoadProblem } from '../../components/LoadProblem';

import { CookbookRecipes } from './CookbookRecipes';

/** `/cookbooks/{slug}`: a cookbook of the group with its recipes. */
export function CookbookPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCookbook(slug);
  if (isLoading) return <LoadingState />;
  if (error || !data) {
    return (
      <div className="larder-page">
        <LoadProblem
          error={error ?? new Error(t('error.generic'))}
          onRetry={() => void mutate()}
          notFound={{
            icon: 'book',
            title: t('cookbooks.notFoundTitle'),
            description: t('cookbooks.notFoundText'),
            action: (
              <Button icon="book" onClick={() => void navigate('/group/cookbooks')}>
                {t('cookbooks.manage')}
              </Button>
            ),
          }}
        />
      </div>
    );
  }
  return (
    <CookbookRecipes
      key={data.id}
      cookbook={data}
      feedPath={paths.recipes}
      action={
        <Button
          variant="minimal"
          icon="edit"
          onClick={() => void navigate(`/group/cookbooks?edit=${data.id}`)}
        >
          {t('cookbooks.edit')}
        </Button>
      }
    />
  );
}
