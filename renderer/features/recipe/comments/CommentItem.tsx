import { Button, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RecipeCommentOut } from '../../../../server/contract/recipes';
import type { UserOut } from '../../../../server/contract/users';
import { deleteComment, editComment } from '../../../api/comments';

interface CommentItemProps {
  slug: string;
  comment: RecipeCommentOut;
  user: UserOut;
}

export function CommentItem({ slug, comment, user }: CommentItemProps) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const isOwn = comment.userId === user.id || user.admin;
  return (
    <li className="larder-comment" data-testid="recipe-comment">
      <div className="larder-comment-meta">
        <strong>{comment.user.username ?? t('recipe.someone')}</strong>
        <span>{new Date(comment.createdAt).toLocaleString(i18n.language)}</span>
      </div>
      {draft === null ? (
        <p className="larder-comment-text">{comment.text}</p>
      ) : (
        <TextArea
          fill
          value={draft}
          aria-label={t('recipe.editComment')}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
      {isOwn ? (
        <div className="larder-comment-actions">
          {draft === null ? (
            <>
              <Button
                size="small"
                variant="minimal"
                icon="edit"
                onClick={() => setDraft(comment.text)}
              >
                {t('recipe.edit')}
              </Button>
              <Button
                size="small"
                variant="minimal"
                icon="trash"
                intent="danger"
                onClick={() => void deleteComment(slug, comment.id)}
              >
                {t('recipe.delete')}
              </Button>
            </>
          ) : (
            <>
              <Button
                size="small"
                intent="primary"
                disabled={!draft.trim()}
                onClick={() =>
                  void editComment(slug, comment.id, draft.trim()).then(() => setDraft(null))
                }
              >
                {t('recipe.save')}
              </Button>
              <Button size="small" variant="minimal" onClick={() => setDraft(null)}>
                {t('recipe.cancel')}
              </Button>
            </>
          )}
        </div>
      ) : null}
    </li>
  );
}
