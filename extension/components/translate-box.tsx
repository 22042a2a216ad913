import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@marketlens/core/i18n';
import type { Translation } from '../lib/api';
import { askOrThrow, failureOfError } from '../lib/use-ask';
import { FailureNotice } from './failure-notice';
import { LangSelect } from './lang-select';

/** Translates free text or a product title, shows the glossary notice when it applies, and copies the result. */
export function TranslateBox({ initialTo, initialFrom }: { initialTo?: Lang; initialFrom?: Lang }) {
  const { t, i18n } = useTranslation('extension');
  const [text, setText] = useState('');
  // Into the reader's own language unless told otherwise: a seller reads a competitor's title in it.
  const [to, setTo] = useState<Lang>(initialTo ?? LANGS.find((l) => i18n.language.startsWith(l)) ?? 'zh');
  const [from, setFrom] = useState<Lang | undefined>(initialFrom);
  const inputId = useId();
  const fromId = useId();
  const [copied, setCopied] = useState<'ok' | 'failed' | undefined>();
  const translation = useMutation({
    mutationFn: () => askOrThrow<Translation>({ type: 'translate', text, to, ...(from ? { from } : {}) }),
    onMutate: () => setCopied(undefined),
  });

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <form
      className="ml-stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) translation.mutate();
      }}
    >
      <div className="ml-field">
        <label htmlFor={inputId}>{t('translate.input')}</label>
        <textarea id={inputId} rows={3} value={text} maxLength={5000} onChange={(e) => setText(e.target.value)} />
      </div>
      <div className="ml-row">
        <div className="ml-field">
          <label htmlFor={fromId}>{t('translate.from')}</label>
          <select id={fromId} value={from ?? 'auto'} onChange={(e) => setFrom(LANGS.find((l) => l === e.target.value))}>
            <option value="auto">{t('translate.auto')}</option>
            <option value="zh">{t('translate.langs.zh')}</option>
            <option value="en">{t('translate.langs.en')}</option>
            <option value="ru">{t('translate.langs.ru')}</option>
          </select>
        </div>
        <LangSelect label={t('translate.to')} value={to} onChange={setTo} />
      </div>
      <button type="submit" className="ml-primary" disabled={translation.isPending || !text.trim()}>
        {translation.isPending ? t('translate.working') : t('translate.submit')}
      </button>
      {translation.isError && <FailureNotice failure={failureOfError(translation.error)} onRetry={() => translation.mutate()} />}
      {translation.data && (
        <section className="ml-result" aria-label={t('translate.result')}>
          <output data-testid="translation">{translation.data.text}</output>
          <div className="ml-row">
            <button type="button" onClick={() => void copy(translation.data.text)}>
              {t('translate.copy')}
            </button>
            {copied && <span role="status">{copied === 'ok' ? t('translate.copied') : t('translate.copyFailed')}</span>}
          </div>
          {translation.data.glossary && <p className="ml-notice">{translation.data.complete ? t('translate.glossary') : t('translate.partial')}</p>}
        </section>
      )}
    </form>
  );
}
