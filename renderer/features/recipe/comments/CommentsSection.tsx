import { Button, H3, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UserOut } from '../../../../server/contract/users';
import { addComment, useRecipeComments } from '../../../api/comments';

import { CommentItem } from './CommentItem';

/** Comments on a recipe: everyone in the group reads them; authors edit and delete their own. */
export function CommentsSection({ slug, user }: { slug: string; user: UserOut }) {
  const { t } = useTranslation();
  const { data: comments } = useRecipeComments(slug);
  const [text, setText] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const submit = async () => {
    if (!text.trim()) return;
    setIsSaving(true);
    const { error } = await addComment(slug, text.trim());
    setIsSaving(false);
    if (!error) setText('');
  };
  return (
    <section className="larder-recipe-comments" aria-label={t('recipe.comments')}>
      <H3>{t('recipe.comments')}</H3>
      <ul className="larder-comment-list">
        {(comments ?? []).map((comment) => (
          <CommentItem key={comment.id} slug={slug} comment={comment} user={user} />
        ))}
      </ul>
      <form
        className="larder-comment-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextArea
          fill
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('recipe.commentPlaceholder')}
          aria-label={t('recipe.commentPlaceholder')}
        />
        <Button type="submit" intent="primary" loading={isSaving} disabled={!text.trim()}>
          {t('recipe.addComment')}
        </Button>
      </form>
    </section>
  );
}
