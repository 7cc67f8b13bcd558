import { Button, Callout, Card, FileInput, FormGroup, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { importRecipeZip } from '../../../api/recipe-import-files';

import './file-import.css';

/** `/recipe/create/zip`: a recipe zip exported from Larder or Mealie becomes a recipe. */
export function ZipImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!file || isImporting) return;
    setIsImporting(true);
    setProblem(null);
    const { data: slug, error } = await importRecipeZip(file);
    setIsImporting(false);
    if (slug) void navigate(`/recipe/${slug}`);
    else setProblem(error?.message ?? t('fileImport.importFailed'));
  };
  return (
    <div className="larder-page larder-file-import">
      <Card className="larder-form-card" elevation={1}>
        <H2>{t('fileImport.zipTitle')}</H2>
        <p className="larder-file-import-intro">{t('fileImport.zipIntro')}</p>
        {problem && (
          <Callout
            className="larder-form-callout"
            intent="danger"
            title={t('fileImport.importFailed')}
          >
            {problem}
          </Callout>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormGroup label={t('fileImport.zipFile')} labelFor="larder-zip-file">
            <FileInput
              fill
              disabled={isImporting}
              hasSelection={!!file}
              text={file?.name ?? t('fileImport.chooseZip')}
              buttonText={t('fileImport.browse')}
              inputProps={{
                id: 'larder-zip-file',
                accept: '.zip,application/zip',
                'aria-label': t('fileImport.zipFile'),
              }}
              onInputChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null);
                setProblem(null);
              }}
            />
          </FormGroup>
          <Button
            type="submit"
            intent="primary"
            icon="import"
            loading={isImporting}
            disabled={!file}
          >
            {t('fileImport.import')}
          </Button>
        </form>
      </Card>
    </div>
  );
}
