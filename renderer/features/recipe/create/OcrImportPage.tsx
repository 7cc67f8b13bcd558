import {
  Button,
  Callout,
  Card,
  Checkbox,
  FileInput,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  NonIdealState,
  Spinner,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import {
  guessOcrLineRoles,
  ocrDraftRecipe,
  ocrLines,
  OcrLang,
} from '../../../../server/contract/ocr';
import { createRecipeFromBody, recognisePhoto } from '../../../api/recipe-import-files';
import { uploadRecipeImage } from '../../../api/recipe-media';
import { getLocale } from '../../../i18n/locales';

import { OcrLineList, type OcrLine } from './OcrLineList';
import './file-import.css';

/** Languages as their speakers write them: the choice is about the photo, not the interface. */
const languageNames: Record<OcrLang, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
};

function defaultLang(): OcrLang {
  const parsed = OcrLang.safeParse(getLocale().slice(0, 2).toLowerCase());
  return parsed.success ? parsed.data : 'en';
}

type Reading =
  | { status: 'idle' | 'reading' }
  | { status: 'failed'; message: string }
  | { status: 'read'; lines: OcrLine[] };

interface Photo {
  file: File;
  /** An object URL for the preview, released when the photo changes or the page closes. */
  url: string;
}

/**
 * `/recipe/create/ocr`: a photo of a recipe card is read on the server (offline OCR); the person
 * marks each line as title, ingredient or step, fixes the text, and saves a new recipe.
 */
export function OcrImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [lang, setLang] = useState<OcrLang>(defaultLang);
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [reading, setReading] = useState<Reading>({ status: 'idle' });
  const [keepPhoto, setKeepPhoto] = useState(true);
  const [isSaving, setIsSaving] = useState(false);
  useEffect(() => {
    if (!photo) return;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  // Only the latest photo's answer counts when the person picks another while one is read.
  const latestRead = useRef(0);
  const read = async (file: File, language: OcrLang) => {
    const ticket = ++latestRead.current;
    setReading({ status: 'reading' });
    const { data, error } = await recognisePhoto(file, language);
    if (ticket !== latestRead.current) return;
    if (!data) {
      setReading({ status: 'failed', message: error?.message ?? '' });
      return;
    }
    const texts = ocrLines(data);
    const guessed = guessOcrLineRoles(texts);
    setReading({
      status: 'read',
      lines: texts.map((text, i) => ({ text, role: guessed[i] ?? 'ignore' })),
    });
  };
  const choose = (file: File | null) => {
    setPhoto(file ? { file, url: URL.createObjectURL(file) } : null);
    if (file) void read(file, lang);
    else setReading({ status: 'idle' });
  };

  const lines = reading.status === 'read' ? reading.lines : [];
  const recipe = ocrDraftRecipe(
    lines.map((line) => line.text),
    lines.map((line) => line.role),
  );
  const canSave = !!recipe.name && !isSaving;
  const save = async () => {
    if (!canSave) return;
    setIsSaving(true);
    const { data: slug } = await createRecipeFromBody(recipe);
    if (slug && keepPhoto && photo) await uploadRecipeImage(slug, photo.file);
    setIsSaving(false);
    if (slug) void navigate(`/recipe/${slug}`);
  };

  return (
    <div className="larder-page larder-file-import">
      <Card className="larder-form-card" elevation={1}>
        <H2>{t('fileImport.ocrTitle')}</H2>
        <p className="larder-file-import-intro">{t('fileImport.ocrIntro')}</p>
        <div className="larder-ocr-source">
          <FormGroup label={t('fileImport.textLanguage')} labelFor="larder-ocr-lang">
            <HTMLSelect
              id="larder-ocr-lang"
              value={lang}
              disabled={reading.status === 'reading'}
              options={OcrLang.options.map((value) => ({ value, label: languageNames[value] }))}
              onChange={(event) => {
                const next = OcrLang.parse(event.currentTarget.value);
                setLang(next);
                if (photo) void read(photo.file, next);
              }}
            />
          </FormGroup>
          <FormGroup label={t('fileImport.photo')} labelFor="larder-ocr-photo">
            <FileInput
              fill
              disabled={reading.status === 'reading'}
              hasSelection={!!photo}
              text={photo?.file.name ?? t('fileImport.choosePhoto')}
              buttonText={t('fileImport.browse')}
              inputProps={{
                id: 'larder-ocr-photo',
                accept: 'image/*',
                capture: 'environment',
                'aria-label': t('fileImport.photo'),
              }}
              onInputChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
          </FormGroup>
        </div>
        {photo && (
          <img className="larder-ocr-photo" src={photo.url} alt={t('fileImport.photoPreview')} />
        )}
      </Card>

      {reading.status === 'reading' && (
        <Card className="larder-ocr-state" elevation={1}>
          <NonIdealState icon={<Spinner size={40} />} title={t('fileImport.reading')} />
        </Card>
      )}
      {reading.status === 'failed' && photo && (
        <Card className="larder-ocr-state" elevation={1}>
          <NonIdealState
            icon="error"
            title={t('fileImport.readFailed')}
            description={reading.message}
            action={
              <Button icon="refresh" onClick={() => void read(photo.file, lang)}>
                {t('fileImport.retry')}
              </Button>
            }
          />
        </Card>
      )}
      {reading.status === 'read' && lines.length === 0 && (
        <Card className="larder-ocr-state" elevation={1}>
          <NonIdealState
            icon="search-text"
            title={t('fileImport.noText')}
            description={t('fileImport.noTextHint')}
          />
        </Card>
      )}
      {lines.length > 0 && (
        <Card className="larder-ocr-review" elevation={1}>
          <H3>{t('fileImport.linesTitle')}</H3>
          <p>{t('fileImport.linesHint')}</p>
          <OcrLineList
            lines={lines}
            onChange={(index, line) =>
              setReading({ status: 'read', lines: lines.map((l, i) => (i === index ? line : l)) })
            }
          />
          <p className="larder-ocr-summary bp6-text-muted" data-testid="ocr-summary">
            {t('fileImport.summary', {
              ingredients: recipe.recipeIngredient?.length ?? 0,
              steps: recipe.recipeInstructions?.length ?? 0,
            })}
          </p>
          {!recipe.name && (
            <Callout className="larder-form-callout" intent="warning">
              {t('fileImport.needsTitle')}
            </Callout>
          )}
          <Checkbox
            checked={keepPhoto}
            label={t('fileImport.keepPhoto')}
            onChange={(event) => setKeepPhoto(event.currentTarget.checked)}
          />
          <Button
            intent="primary"
            icon="floppy-disk"
            loading={isSaving}
            disabled={!canSave}
            onClick={() => void save()}
          >
            {t('fileImport.save')}
          </Button>
        </Card>
      )}
    </div>
  );
}
