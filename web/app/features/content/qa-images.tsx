import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTENT_LIMITS, MAX_UPLOAD_BYTES, UPLOAD_NAME, UPLOAD_TYPES } from '@marketlens/core/constants';
import { useHttp } from '../../lib/http';
import { loadUpload } from './contract';

const ACCEPT = UPLOAD_TYPES.join(',');

/** The stored names of attached images, as the Q&A calls take them: the last segment of each url. */
export function imageNames(urls: readonly string[]): string[] {
  return urls.map((url) => url.split('/').pop() ?? '').filter((name) => UPLOAD_NAME.test(name));
}

/** Images attached to a question, answer or reply: uploaded one by one, shown as thumbnails, removable. */
export function ImagePicker({ urls, onChange, disabled }: { urls: readonly string[]; onChange: (urls: string[]) => void; disabled?: boolean }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // The list as it is when an upload ends, not as it was when it began.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  }, [urls]);
  const full = urls.length >= CONTENT_LIMITS.imagesMax;
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setError('');
    // The server checks the bytes; these checks only spare a useless upload.
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return setError(t('images.notImage'));
    if (file.size > MAX_UPLOAD_BYTES) return setError(t('images.tooLarge', { mb: MAX_UPLOAD_BYTES / (1024 * 1024) }));
    const form = new FormData();
    form.append('file', file);
    setBusy(true);
    try {
      const res = await http.call((await loadUpload()).uploadImg, { body: form });
      const now = latest.current;
      if (!now.includes(res.data.url) && now.length < CONTENT_LIMITS.imagesMax) onChange([...now, res.data.url]);
    } catch {
      // The request pipeline has shown the server's reason (type, size, quota or rate).
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="image-picker" data-testid="image-picker">
      {urls.length ? (
        <ul className="image-thumbs">
          {urls.map((url, i) => (
            <li key={url}>
              <img src={url} alt={t('images.thumb', { n: i + 1 })} width={72} height={72} loading="lazy" />
              <button type="button" className="image-remove" onClick={() => onChange(urls.filter((u) => u !== url))} aria-label={t('images.remove', { n: i + 1 })} disabled={disabled}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input id={id} type="file" accept={ACCEPT} className="visually-hidden" onChange={(e) => void pick(e)} disabled={full || busy || disabled} data-testid="image-input" />
      <label htmlFor={id} className={full || busy || disabled ? 'btn btn-ghost image-add is-disabled' : 'btn btn-ghost image-add'}>
        {busy ? t('images.uploading') : t('images.add', { n: urls.length, max: CONTENT_LIMITS.imagesMax })}
      </label>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The images of a post, each opening in full size in a new tab. */
export function PostImages({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('content');
  if (!urls.length) return null;
  return (
    <ul className="post-images" data-testid="post-images">
      {urls.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={t('images.attached', { n: i + 1 })} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
