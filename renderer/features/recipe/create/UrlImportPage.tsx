import { Button, Callout, Card, FormGroup, H2, InputGroup, Switch } from '@blueprintjs/core';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import type { ScrapedRecipe } from '../../../../server/contract/recipe-import';
import { importRecipeUrl, previewRecipeUrl } from '../../../api/recipe-import-url';

import { isWebAddress } from './web-address';
import { ScrapedPreview } from './ScrapedPreview';
import './url-import.css';

/** `/recipe/create/url`: a web page's recipe, previewed and then saved with its picture. */
export function UrlImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [url, setUrl] = useState(params.get('url') ?? '');
  const [includeTags, setIncludeTags] = useState(false);
  const [preview, setPreview] = useState<{ url: string; recipe: ScrapedRecipe } | null>(null);
  const [busy, setBusy] = useState<'preview' | 'save' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const address = url.trim();
  const isValid = isWebAddress(address);

  const showPreview = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isValid || busy) return;
    setBusy('preview');
    setProblem(null);
    setPreview(null);
    const { data, error } = await previewRecipeUrl(address);
    setBusy(null);
    if (data) setPreview({ url: address, recipe: data });
    else setProblem(error?.message ?? t('urlImport.failed'));
  };
  const save = async () => {
    if (!isValid || busy) return;
    setBusy('save');
    setProblem(null);
    const { data: slug, error } = await importRecipeUrl(address, includeTags);
    setBusy(null);
    if (slug) void navigate(`/recipe/${slug}`);
    else setProblem(error?.message ?? t('urlImport.failed'));
  };

  return (
    <div className="larder-page larder-url-import">
      <Card className="larder-form-card" elevation={1}>
        <H2>{t('urlImport.title')}</H2>
        <p>{t('urlImport.intro')}</p>
        <form onSubmit={(event) => void showPreview(event)}>
          <FormGroup
            label={t('urlImport.url')}
            labelFor="larder-import-url"
            intent={address && !isValid ? 'danger' : 'none'}
            helperText={address && !isValid ? t('urlImport.invalidUrl') : undefined}
          >
            <InputGroup
              id="larder-import-url"
              type="url"
              inputMode="url"
              leftIcon="link"
              placeholder="https://"
              value={url}
              onValueChange={(value) => {
                setUrl(value);
                setPreview(null);
                setProblem(null);
              }}
            />
          </FormGroup>
          <Switch
            label={t('urlImport.includeTags')}
            checked={includeTags}
            onChange={() => setIncludeTags(!includeTags)}
          />
          <div className="larder-url-import-actions">
            <Button type="submit" icon="eye-open" loading={busy === 'preview'} disabled={!isValid}>
              {t('urlImport.previewButton')}
            </Button>
            <Button
              intent="primary"
              icon="import"
              loading={busy === 'save'}
              disabled={!isValid || busy === 'preview'}
              onClick={() => void save()}
            >
              {t('urlImport.save')}
            </Button>
            <Link to="/recipe/create/bulk">{t('urlImport.bulkLink')}</Link>
          </div>
        </form>
        {problem && (
          <Callout className="larder-form-callout" intent="danger" title={t('urlImport.failed')}>
            {problem}
          </Callout>
        )}
      </Card>
      {preview && preview.url === address && <ScrapedPreview recipe={preview.recipe} />}
    </div>
  );
}
