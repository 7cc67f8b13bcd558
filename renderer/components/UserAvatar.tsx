import { useState } from 'react';

import type { UserOut } from '../../server/contract/users';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/** The user's profile picture over their initials; the initials stay if there is no picture. */
export function UserAvatar({ user, size = 32 }: { user: UserOut; size?: number }) {
  const [hasImageFailed, setHasImageFailed] = useState(false);
  const name = user.fullName ?? user.username ?? user.email;
  const src = `/api/media/users/${user.id}/profile.webp?cacheKey=${encodeURIComponent(user.cacheKey)}`;
  return (
    <span className="larder-avatar" style={{ width: size, height: size }} aria-hidden="true">
      <span className="larder-avatar-initials">{initialsOf(name)}</span>
      {hasImageFailed ? null : <img src={src} alt="" onError={() => setHasImageFailed(true)} />}
    </span>
  );
}
