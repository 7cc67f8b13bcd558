import { Button, Callout } from '@blueprintjs/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../server/contract/users';
import { uploadProfilePicture } from '../../api/users';
import { useToasts } from '../../app/toasts/useToasts';
import { UserAvatar } from '../../components/UserAvatar';

/** The avatar with a button to upload a new picture; a refused file is said under it. */
export function ProfilePicture({ user }: { user: UserOut }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const input = useRef<HTMLInputElement>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so choosing the same file again (after fixing it) still fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    setIsUploading(true);
    setRefusal(null);
    const { error } = await uploadProfilePicture(user.id, file);
    setIsUploading(false);
    if (error) setRefusal(t('profile.pictureRefused', { message: error.message }));
    else toasts.show('success', t('profile.pictureUpdated'));
  };

  // A fragment: the refusal takes a full row of the profile header, under the picture and name.
  return (
    <>
      <div className="larder-profile-picture">
        <UserAvatar user={user} size={72} />
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('profile.pictureFile')}
          onChange={(event) => void handleChange(event)}
        />
        <Button
          size="small"
          variant="minimal"
          icon="camera"
          loading={isUploading}
          onClick={() => input.current?.click()}
        >
          {t('profile.changePicture')}
        </Button>
      </div>
      {refusal ? (
        <Callout intent="danger" icon="error" className="larder-picture-refusal" role="alert">
          {refusal}
        </Callout>
      ) : null}
    </>
  );
}
