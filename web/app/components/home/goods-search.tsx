import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HISTORY_CLEAR_TYPES } from '@marketlens/core/constants';
import { useStore } from '@marketlens/core/stores';
import { useHydrated } from '../../lib/use-hydrated';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { lazyAntd } from '../../lib/lazy-antd';
import { workbenchUrlOf, type SupplementTarget, type SupplementType } from './supplement-target';
import { SearchIcon } from '../icons/icons';

const SupplementDialog = lazyAntd(() => import('./supplement-dialog').then((m) => m.default));

const TYPES: readonly SupplementType[] = ['good', 'mall'];

/** The hero search box for an Ozon goods id or shop id, with the visitor's recent searches. */
export function GoodsSearch() {
  const { t } = useTranslation('home');
  const inputId = useId();
  const [type, setType] = useState<SupplementType>('good');
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [target, setTarget] = useState<SupplementTarget | null>(null);
  const { searchHistory } = useStores();
  const stored = useStore(searchHistory, (s) => s[type]);
  // The server knows no history; showing it only after hydration keeps both renders equal.
  const history = useHydrated() ? stored : [];
  const { add, clear } = searchHistory.getState();
  const http = useHttp();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [looking, setLooking] = useState(false);
  // An indexed goods or shop opens in the workbench; anything else gets the back-fill prompt.
  const search = async (raw: string) => {
    const id = raw.replace(/\s+/g, '');
    if (!/^\d{1,19}$/.test(id)) {
      setError(true);
      return;
    }
    if (looking) return;
    setError(false);
    setValue(id);
    add(type, id);
    const next: SupplementTarget = { type, suppleId: id };
    setLooking(true);
    let indexed = false;
    try {
      const { isIndexed } = await import('./search-lookup');
      indexed = await isIndexed(http, next);
    } catch (err) {
      // Without an answer the prompt still lets the visitor ask for the data.
      console.warn('search lookup failed', err);
    } finally {
      setLooking(false);
    }
    if (indexed) void navigate(localize(workbenchUrlOf(next)));
    else setTarget(next);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void search(value);
  };
  return (
    <div className="goods-search">
      <form role="search" aria-label={t('search.label')} onSubmit={onSubmit}>
        <div className="search-types" role="radiogroup" aria-label={t('search.label')}>
          {TYPES.map((ty) => (
            <button key={ty} type="button" role="radio" aria-checked={type === ty} className="search-type" onClick={() => setType(ty)}>
              {t(`search.${ty}`)}
            </button>
          ))}
        </div>
        <div className="search-row">
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.placeholder')}
          </label>
          <input
            id={inputId}
            name="q"
            inputMode="numeric"
            autoComplete="off"
            className="search-input"
            placeholder={t('search.placeholder')}
            value={value}
            aria-invalid={error}
            aria-describedby={error ? `${inputId}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="btn btn-primary search-submit" aria-busy={looking} disabled={looking}>
            <SearchIcon aria-hidden />
            {t('search.submit')}
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} className="search-error" role="alert">
            {t('search.invalid')}
          </p>
        ) : null}
      </form>
      {history.length > 0 ? (
        <div className="search-history" data-testid="search-history">
          <span>{t('search.history')}</span>
          {history.map((h) => (
            <button key={h} type="button" className="history-chip" onClick={() => void search(h)}>
              {h}
            </button>
          ))}
          <button type="button" className="history-clear" onClick={() => clear(HISTORY_CLEAR_TYPES[type])}>
            {t('search.clear')}
          </button>
        </div>
      ) : null}
      {target ? (
        <Suspense fallback={null}>
          <SupplementDialog key={`${target.type}-${target.suppleId}`} target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
