import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { loadContent } from './contract';
import { useLoginFirst } from './login-first';

/** Likes or un-likes an article; the count is the server's after each click. */
export function LikeButton({ articleId, liked: initialLiked, likes: initialLikes }: { articleId: number; liked: boolean; likes: number }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const { loggedIn, toLogin } = useLoginFirst();
  const [state, setState] = useState({ liked: initialLiked, likes: initialLikes });
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!loggedIn) return toLogin();
    if (busy) return;
    setBusy(true);
    try {
      const res = await http.call((await loadContent()).likeOrCancel, { body: { articleId, like: !state.liked } });
      setState({ liked: res.data.liked, likes: res.data.likes });
    } catch {
      // The request pipeline has told the visitor why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={state.liked ? 'like-button is-liked' : 'like-button'} aria-pressed={state.liked} onClick={() => void toggle()} disabled={busy} data-testid="like-button">
      <span aria-hidden="true">{state.liked ? '♥' : '♡'}</span> {state.liked ? t('like.liked') : t('like.like')} <span data-testid="like-count">{state.likes}</span>
    </button>
  );
}
