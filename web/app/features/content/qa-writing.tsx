import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { CONTENT_LIMITS } from '@marketlens/core/constants';
import { BusinessError, PipelineError, SESSION_KEYS } from '@marketlens/core/http';
import { parseUserCookie } from '@marketlens/core/session';
import { readCookie } from '../../lib/cookies';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { loadContent } from './contract';
import { useLoginFirst } from './login-first';
import { ImagePicker, imageNames } from './qa-images';

const DRAFT_PREFIX = 'marketlens:draft:';

/** A form's text kept in local storage until it is sent, so a guest who logs in first loses nothing. */
function readDraft(key: string): Record<string, string> | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    const saved = window.localStorage.getItem(DRAFT_PREFIX + key);
    return saved ? (JSON.parse(saved) as Record<string, string>) : undefined;
  } catch {
    // A draft that cannot be read is no draft.
    return undefined;
  }
}

/**
 * The forms render once as the server sent them, then again after hydration (a new key), when the
 * draft kept in local storage is read: so hydration matches and the draft is back.
 */
function useDraft<T extends Record<string, string>>(key: string, initial: T, restore: boolean) {
  const [value, setValue] = useState<T>(() => (restore ? { ...initial, ...readDraft(key) } : initial));
  const update = (patch: Partial<T>) =>
    setValue((v) => {
      const next = { ...v, ...patch };
      try {
        window.localStorage.setItem(DRAFT_PREFIX + key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the draft lives only in the page.
      }
      return next;
    });
  const clear = () => {
    window.localStorage.removeItem(DRAFT_PREFIX + key);
    setValue(initial);
  };
  return { value, update, clear };
}

/** The message to show for a failed write; the request pipeline has already shown the server's words. */
function failure(err: unknown): 'failed' | 'shown' {
  return err instanceof BusinessError || err instanceof PipelineError ? 'shown' : 'failed';
}

function Counter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation('content');
  return (
    <span className={length > max ? 'field-count is-over' : 'field-count'} aria-live="polite">
      {t('write.count', { n: length, max })}
    </span>
  );
}

function GuestNote({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation('content');
  return (
    <p className="guest-note">
      {t('write.guest')}{' '}
      <button type="button" className="link-button" onClick={onLogin}>
        {t('write.login')}
      </button>
    </p>
  );
}

type QuestionFormProps = { edit?: { id: number; title: string; content: string; images: readonly string[] }; onDone?: () => void };

/** The image urls a draft keeps, one per line (drafts hold strings). */
const splitImages = (value: string) => (value ? value.split('\n') : []);

/**
 * Asks a question, or edits the member's own question (`edit`). Until its code runs, the form the
 * server rendered takes no typing and cannot be sent: a native submission would put the text into
 * the address and lose it.
 */
export function QuestionForm(props: QuestionFormProps) {
  const hydrated = useHydrated();
  return <QuestionFormBody key={hydrated ? 'live' : 'server'} {...props} restore={hydrated} />;
}

function QuestionFormBody({ edit, onDone, restore }: QuestionFormProps & { restore: boolean }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const revalidator = useRevalidator();
  const { loggedIn, toLogin } = useLoginFirst();
  const id = useId();
  const draft = useDraft(edit ? `question-${edit.id}` : 'question-new', { title: edit?.title ?? '', content: edit?.content ?? '', images: (edit?.images ?? []).join('\n') }, restore);
  const images = splitImages(draft.value.images);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const title = draft.value.title.trim();
  const text = draft.value.content.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!loggedIn) return toLogin();
    if (!title || !text) return setError(t('write.required'));
    if (title.length > CONTENT_LIMITS.titleMax || text.length > CONTENT_LIMITS.contentMax) return setError(t('write.tooLong'));
    setBusy(true);
    setError('');
    try {
      const res = await http.call((await loadContent()).questionAddOrUpdate, { body: { ...(edit ? { id: edit.id } : {}), title, content: text, images: imageNames(images), lang } });
      draft.clear();
      if (edit) {
        onDone?.();
        await revalidator.revalidate();
      } else window.location.assign(localize(`/answerDetail/${res.data.id}`));
    } catch (err) {
      if (failure(err) === 'failed') setError(t('write.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="write-form" onSubmit={(e) => void submit(e)} aria-label={edit ? t('write.editQuestion') : t('write.ask')} data-testid="question-form">
      {!loggedIn ? <GuestNote onLogin={toLogin} /> : null}
      <label htmlFor={`${id}-title`}>{t('write.title')}</label>
      <input id={`${id}-title`} name="title" readOnly={!restore} value={draft.value.title} maxLength={CONTENT_LIMITS.titleMax} onChange={(e) => draft.update({ title: e.target.value })} />
      <Counter length={draft.value.title.length} max={CONTENT_LIMITS.titleMax} />
      <label htmlFor={`${id}-content`}>{t('write.question')}</label>
      <textarea id={`${id}-content`} name="content" readOnly={!restore} rows={5} value={draft.value.content} maxLength={CONTENT_LIMITS.contentMax} onChange={(e) => draft.update({ content: e.target.value })} />
      <Counter length={draft.value.content.length} max={CONTENT_LIMITS.contentMax} />
      {loggedIn ? <ImagePicker urls={images} onChange={(next) => draft.update({ images: next.join('\n') })} disabled={busy} /> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !restore}>
          {loggedIn ? (edit ? t('write.save') : t('write.submitQuestion')) : t('write.loginToPost')}
        </button>
        {edit && onDone ? (
          <button type="button" className="btn btn-ghost" onClick={onDone}>
            {t('write.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

type AnswerFormProps = { questionId: number; answerId?: number; onDone?: () => void };

/** Answers a question, or replies to one of its answers (`answerId`). */
export function AnswerForm(props: AnswerFormProps) {
  const hydrated = useHydrated();
  return <AnswerFormBody key={hydrated ? 'live' : 'server'} {...props} restore={hydrated} />;
}

function AnswerFormBody({ questionId, answerId, onDone, restore }: AnswerFormProps & { restore: boolean }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const revalidator = useRevalidator();
  const { loggedIn, toLogin } = useLoginFirst();
  const id = useId();
  const draft = useDraft(answerId ? `reply-${questionId}-${answerId}` : `answer-${questionId}`, { content: '', images: '' }, restore);
  const images = splitImages(draft.value.images);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const text = draft.value.content.trim();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (!loggedIn) return toLogin();
    // An answer or a reply has no title: only its text is asked for.
    if (!text) return setError(t('write.textRequired'));
    if (text.length > CONTENT_LIMITS.contentMax) return setError(t('write.tooLong'));
    setBusy(true);
    setError('');
    try {
      await http.call((await loadContent()).replyQuestion, { body: { questionId, ...(answerId ? { answerId } : {}), content: text, images: imageNames(images) } });
      draft.clear();
      onDone?.();
      await revalidator.revalidate();
    } catch (err) {
      if (failure(err) === 'failed') setError(t('write.failed'));
    } finally {
      setBusy(false);
    }
  };
  const label = answerId ? t('write.reply') : t('write.answer');
  return (
    <form className="write-form" onSubmit={(e) => void submit(e)} aria-label={label} data-testid={answerId ? 'reply-form' : 'answer-form'}>
      {!loggedIn && !answerId ? <GuestNote onLogin={toLogin} /> : null}
      <label htmlFor={`${id}-content`}>{label}</label>
      <textarea id={`${id}-content`} name="content" readOnly={!restore} rows={answerId ? 2 : 4} value={draft.value.content} maxLength={CONTENT_LIMITS.contentMax} onChange={(e) => draft.update({ content: e.target.value })} />
      <Counter length={draft.value.content.length} max={CONTENT_LIMITS.contentMax} />
      {loggedIn ? <ImagePicker urls={images} onChange={(next) => draft.update({ images: next.join('\n') })} disabled={busy} /> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy || !restore}>
          {loggedIn ? t('write.send') : t('write.loginToPost')}
        </button>
      </div>
    </form>
  );
}

/** A reply link under an answer that opens its reply form (open at once when a draft waits). */
export function ReplyToggle({ questionId, answerId }: { questionId: number; answerId: number }) {
  const { t } = useTranslation('content');
  const hydrated = useHydrated();
  const [opened, setOpen] = useState<boolean | undefined>(undefined);
  // A reply draft waiting from before a login opens the form by itself.
  const open = opened ?? (hydrated && readDraft(`reply-${questionId}-${answerId}`) !== undefined);
  if (open) return <AnswerForm questionId={questionId} answerId={answerId} onDone={() => setOpen(false)} />;
  return (
    <button type="button" className="link-button" onClick={() => setOpen(true)}>
      {t('write.replyAction')}
    </button>
  );
}

/** The member's own question can be edited in place. */
export function EditQuestion({ question }: { question: { id: number; title: string; content: string; images: readonly string[]; authorId: number | null } }) {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const loggedIn = useIsLoggedIn();
  const hydrated = useHydrated();
  const mine = hydrated && loggedIn && question.authorId !== null && readUserId() === question.authorId;
  if (!mine) return null;
  if (open) return <QuestionForm edit={question} onDone={() => setOpen(false)} />;
  return (
    <button type="button" className="link-button" onClick={() => setOpen(true)}>
      {t('write.editQuestion')}
    </button>
  );
}

/** The signed-in member's id, from the USER_STORE cookie. */
function readUserId(): number | undefined {
  const userId = parseUserCookie(readCookie(SESSION_KEYS.userCookie))?.userId;
  return typeof userId === 'number' ? userId : undefined;
}

/** A member reports a question or an answer with a reason. */
export function ReportButton({ kind, id }: { kind: 'question' | 'answer'; id: number }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const { loggedIn, toLogin } = useLoginFirst();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  if (done) return <span className="report-done">{t('report.done')}</span>;
  if (!open)
    return (
      <button type="button" className="link-button link-muted" onClick={() => (loggedIn ? setOpen(true) : toLogin())}>
        {t('report.action')}
      </button>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !reason.trim()) return;
    setBusy(true);
    try {
      await http.call((await loadContent()).reportContent, { body: { kind, id, reason: reason.trim() } });
      setDone(true);
    } catch {
      // The request pipeline has told the visitor why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="report-form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={fieldId}>{t('report.reason')}</label>
      <input id={fieldId} value={reason} maxLength={CONTENT_LIMITS.reasonMax} onChange={(e) => setReason(e.target.value)} />
      <button type="submit" className="btn btn-ghost" disabled={busy || !reason.trim()}>
        {t('report.send')}
      </button>
    </form>
  );
}
