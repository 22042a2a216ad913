import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { loadContent } from './contract';
import { useIsLoggedIn } from '../../lib/session';

/** A member marks the lesson finished (or not); the course's progress follows. Guests see nothing to mark. */
export function LessonDone({ lessonId, done, onChange }: { lessonId: number; done: boolean; onChange: (done: number[]) => void }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const loggedIn = useIsLoggedIn();
  const [busy, setBusy] = useState(false);
  if (!loggedIn) return <p className="guest-note">{t('lesson.guestProgress')}</p>;
  const toggle = async () => {
    setBusy(true);
    try {
      const res = await http.call((await loadContent()).lessonProgress, { body: { lessonId, done: !done } });
      onChange(res.data.done);
    } catch {
      // The request pipeline has told the visitor why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={done ? 'btn btn-ghost' : 'btn btn-primary'} aria-pressed={done} disabled={busy} onClick={() => void toggle()}>
      {done ? t('lesson.undo') : t('lesson.markDone')}
    </button>
  );
}
