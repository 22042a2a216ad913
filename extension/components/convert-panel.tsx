import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkAmount } from '../lib/amount-input';
import { convert, CURRENCIES, round2, type Currency, type Rates } from '../lib/money';
import { ratesNote } from '../lib/rates-note';
import { failureOfError, useAsk } from '../lib/use-ask';
import { FailureNotice } from './failure-notice';

function CurrencySelect({ label, value, onChange }: { label: string; value: Currency; onChange: (c: Currency) => void }) {
  const { t } = useTranslation('extension');
  const id = useId();
  return (
    <div className="ml-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(CURRENCIES.find((c) => c === e.target.value) ?? value)}>
        {CURRENCIES.map((c) => (
          <option key={c} value={c}>
            {t(`convert.currencies.${c}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** RUB ⇄ CNY ⇄ USD with the server's rates and the day they were set. */
export function ConvertPanel() {
  const { t, i18n } = useTranslation('extension');
  const rates = useAsk<Rates>({ type: 'rates' });
  const amountId = useId();
  const [amount, setAmount] = useState('100');
  const [from, setFrom] = useState<Currency>('CNY');
  const [to, setTo] = useState<Currency>('RUB');
  // "1 299,50" in Russian, "1,299.50" in Chinese; a negative amount is refused, not converted.
  const checked = checkAmount(amount, i18n.language);
  const errorId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <div className="ml-stack">
      <div className="ml-field">
        <label htmlFor={amountId}>{t('convert.amount')}</label>
        <input
          id={amountId}
          inputMode="decimal"
          value={amount}
          aria-invalid={!checked.ok && checked.error !== 'empty' ? true : undefined}
          aria-describedby={!checked.ok ? errorId : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        {!checked.ok && checked.error !== 'empty' && (
          <p className="ml-error" id={errorId} role="alert">
            {t(`box.fieldError.${checked.error}`, { max: '' })}
          </p>
        )}
      </div>
      <div className="ml-row">
        <CurrencySelect label={t('convert.from')} value={from} onChange={setFrom} />
        <button
          type="button"
          className="ml-swap"
          aria-label={t('convert.swap')}
          title={t('convert.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          {'⇄'}
        </button>
        <CurrencySelect label={t('convert.to')} value={to} onChange={setTo} />
      </div>
      {rates.isPending && <p className="ml-muted">{t('popup.loading')}</p>}
      {rates.isError && <FailureNotice failure={failureOfError(rates.error)} onRetry={() => void rates.refetch()} />}
      {rates.data && (
        <section className="ml-result">
          <output data-testid="conversion" className="ml-big">
            {checked.ok ? `${number.format(round2(convert(checked.value, from, to, rates.data)))} ${to}` : '—'}
          </output>
          <p className="ml-muted">
            {t('convert.rateLine', { from, to, rate: new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 }).format(convert(1, from, to, rates.data)) })}
          </p>
          <p className="ml-muted" data-testid="rates-as-of">
            {t('convert.asOf', { date: rates.data.asOf })} · {t(`convert.sources.${rates.data.source === 'cbr' ? 'cbr' : 'seed'}`)}
          </p>
          {rates.data.stale && (
            <p className="ml-notice" data-testid="rates-stale" title={ratesNote(t, rates.data, i18n.language)}>
              {t('rates.stale')}
            </p>
          )}
        </section>
      )}
    </div>
  );
}
