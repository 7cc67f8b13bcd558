import { useState } from 'react';

import type { UserOut } from '../../server/contract/users';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => part?.charAt(0).toUpperCase() ?? '').join('') || '?';
}

/**
 * The user's profile picture over their initials; the initials stay if there is no picture (the
 * picture is asked for only when the user has one).
 */
export function UserAvatar({ user, size = 32 }: { user: UserOut; size?: number }) {
  const name = user.fullName ?? user.username ?? user.email;
  const src = `/api/media/users/${user.id}/profile.webp?cacheKey=${encodeURIComponent(user.cacheKey)}`;
  // Kept per address: a new picture (new cache key) gets its own chance to load. Until it has
  // loaded the picture stays invisible, so a missing one never flashes a broken-image icon.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <span className="larder-avatar" style={{ width: size, height: size }} aria-hidden="true">
      <span className="larder-avatar-initials">{initialsOf(name)}</span>
      {!user.hasProfileImage || failedSrc === src ? null : (
        <img
          src={src}
          alt=""
          className={loadedSrc === src ? 'is-loaded' : undefined}
          onLoad={() => setLoadedSrc(src)}
          onError={() => setFailedSrc(src)}
        />
      )}
    </span>
  );
}
