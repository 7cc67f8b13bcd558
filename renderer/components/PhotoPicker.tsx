import { Button, FileInput } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChosenPhoto {
  file: File;
  url: string;
}

/** A photo picked for upload, with a preview URL that lives until replaced or unmounted. */
export function usePhotoChoice() {
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const previewUrl = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    const url = file ? URL.createObjectURL(file) : null;
    previewUrl.current = url;
    setPhoto(file && url ? { file, url } : null);
  };
  return { photo, choose };
}

interface PhotoPickerProps {
  id: string;
  photo: ChosenPhoto | null;
  onChoose: (file: File | null) => void;
}

/** A file field for one image, then its preview with a remove button. */
export function PhotoPicker({ id, photo, onChoose }: PhotoPickerProps) {
  const { t } = useTranslation();
  return (
    <>
      <FileInput
        fill
        text={photo ? photo.file.name : t('recipe.chooseImage')}
        hasSelection={photo !== null}
        buttonText={t('recipe.browse')}
        inputProps={{ id, accept: 'image/*' }}
        onInputChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
      {photo ? (
        <div className="larder-photo-preview">
          <img src={photo.url} alt={t('recipe.madePhotoPreview')} />
          <Button variant="minimal" icon="cross" onClick={() => onChoose(null)}>
            {t('recipe.madePhotoRemove')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
