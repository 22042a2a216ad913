import { Suspense, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HISTORY_CLEAR_TYPES, type HistoryList } from '@marketlens/core/constants';
import type { report } from '@marketlens/core/contract';
import { numberFormat } from '@marketlens/core/format';
import { localeOf } from '@marketlens/core/i18n';
import { useStore } from '@marketlens/core/stores';
import { useHydrated } from '../../lib/use-hydrated';
import { useHttp, useStores } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { detailPath } from '../../lib/workbench-paths';
import { lazyAntd } from '../../lib/lazy-antd';
import { workbenchUrlOf, type SupplementTarget, type SupplementType } from './supplement-target';
import { SearchIcon } from '../../components/icons/icons';

const SupplementDialog = lazyAntd(() => import('./supplement-dialog').then((m) => m.default));

/** What the box looks up: a goods id, a shop id, or a search word (the history list of each). */
type SearchType = SupplementType | 'hot_words';
const TYPES: readonly SearchType[] = ['good', 'mall', 'hot_words'];
/** Wait this long after the last keystroke before asking for suggestions. */
const SUGGEST_DELAY_MS = 250;

const keywordPath = (row: report.OfficialSearchRow) => (row.keywordId ? detailPath('keyword', row.keywordId) : '/workbench/keyword/hot');

/**
 * The hero search box: an Ozon goods id or shop id, or a search word with suggestions from the
 * marketplace's words as the visitor types; with the visitor's recent searches of each kind.
 */
export function GoodsSearch() {
  const { t } = useTranslation('home');
  const inputId = useId();
  const listId = `${inputId}-words`;
  const lang = useLang();
  const [type, setType] = useState<SearchType>('good');
  const [value, setValue] = useState('');
  const [error, setError] = useState(false);
  const [target, setTarget] = useState<SupplementTarget | null>(null);
  const { searchHistory } = useStores();
  // The server knows no history; showing it only after hydration keeps both renders equal.
  const stored = useStore(searchHistory, (s) => s[type as HistoryList]);
  const { add, clear } = searchHistory.getState();
  const http = useHttp();
  const navigate = useNavigate();
  const localize = useLocalize();
  const [looking, setLooking] = useState(false);
  // The suggestions and the text they answer: a list for other text is never picked from.
  const [suggested, setSuggested] = useState<{ text: string; rows: report.OfficialSearchRow[] }>({ text: '', rows: [] });
  const words = suggested.rows;
  const [active, setActive] = useState(-1);
  const [noWord, setNoWord] = useState(false);
  const keywordMode = type === 'hot_words';
  // Suggestions follow the text as the visitor types, one request per pause.
  useEffect(() => {
    if (!keywordMode) return;
    const text = value.trim();
    if (text.length < 2) return;
    let current = true;
    const timer = setTimeout(() => {
      void import('./keyword-suggest')
        .then(({ suggestKeywords }) => suggestKeywords(http, text.slice(0, 100), lang))
        .then((found) => {
          if (!current) return;
          setSuggested({ text, rows: found });
          setActive(-1);
        })
        .catch((err: unknown) => console.warn('keyword suggestions failed', err));
    }, SUGGEST_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [keywordMode, value, http, lang]);
  const openWord = (row: report.OfficialSearchRow) => {
    add('hot_words', row.keyWord);
    setSuggested({ text: '', rows: [] });
    void navigate(localize(keywordPath(row)));
  };
  // A word opens its page in the workbench: the highlighted suggestion, else the exact word, else the
  // first; submitted before the suggestions for this text arrived, they are asked for first.
  const searchWord = async (raw: string) => {
    const text = raw.trim();
    if (!text) return;
    let rows = suggested.text === text ? words : null;
    if (!rows) {
      const { suggestKeywords } = await import('./keyword-suggest');
      rows = await suggestKeywords(http, text.slice(0, 100), lang).catch(() => []);
    }
    const pick = (rows === words ? words[active] : undefined) ?? rows.find((w) => w.keyWord === text.toLowerCase() || w.keyWordZh === text.trim() || w.keyWordEn?.toLowerCase() === text.trim().toLowerCase()) ?? rows[0];
    if (pick) openWord(pick);
    else setNoWord(true);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!keywordMode || words.length === 0) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + words.length) % words.length);
    } else if (e.key === 'Escape') {
      setSuggested({ text: '', rows: [] });
    }
  };
  // An indexed goods or shop opens in the workbench; anything else gets the back-fill prompt.
  const search = async (raw: string) => {
    if (type === 'hot_words') {
      await searchWord(raw);
      return;
    }
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
  const history: readonly string[] = useHydrated() ? stored : [];
  const expanded = keywordMode && suggested.text === value.trim() && words.length > 0;
  return (
    <div className="goods-search">
      <form role="search" aria-label={t('search.label')} onSubmit={onSubmit}>
        <div className="search-types" role="radiogroup" aria-label={t('search.label')}>
          {TYPES.map((ty) => (
            <button
              key={ty}
              type="button"
              role="radio"
              aria-checked={type === ty}
              className="search-type"
              data-testid={`search-type-${ty}`}
              onClick={() => {
                setType(ty);
                setError(false);
                setNoWord(false);
                setSuggested({ text: '', rows: [] });
              }}
            >
              {t(`search.${ty}`)}
            </button>
          ))}
        </div>
        <div className="search-row">
          <label htmlFor={inputId} className="visually-hidden">
            {keywordMode ? t('search.wordPlaceholder') : t('search.placeholder')}
          </label>
          <input
            id={inputId}
            name="q"
            inputMode={keywordMode ? 'search' : 'numeric'}
            autoComplete="off"
            className="search-input"
            placeholder={keywordMode ? t('search.wordPlaceholder') : t('search.placeholder')}
            value={value}
            maxLength={keywordMode ? 100 : undefined}
            aria-invalid={error || noWord}
            aria-describedby={error || noWord ? `${inputId}-error` : undefined}
            {...(keywordMode
              ? { role: 'combobox', 'aria-autocomplete': 'list' as const, 'aria-expanded': expanded, 'aria-controls': listId, 'aria-activedescendant': expanded && active >= 0 ? `${listId}-${active}` : undefined }
              : {})}
            onKeyDown={onKeyDown}
            onChange={(e) => {
              setValue(e.target.value);
              setNoWord(false);
            }}
          />
          <button type="submit" className="btn btn-primary search-submit" aria-busy={looking} disabled={looking}>
            <SearchIcon aria-hidden />
            {t('search.submit')}
          </button>
        </div>
        {expanded ? (
          <ul id={listId} role="listbox" className="search-suggestions" aria-label={t('search.suggestions')} data-testid="search-suggestions">
            {words.map((w, i) => (
              <li key={w.keyWord} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => openWord(w)}>
                <span className="suggestion-word">
                  {w.keyWord}
                  {lang === 'en' && w.keyWordEn ? (
                    <span className="suggestion-zh" lang="en">
                      {' '}
                      {w.keyWordEn}
                    </span>
                  ) : w.keyWordZh ? (
                    <span className="suggestion-zh" lang="zh-CN">
                      {' '}
                      {w.keyWordZh}
                    </span>
                  ) : null}
                </span>
                <span className="suggestion-meta">{t('search.wordMeta', { category: w.typeName, heat: numberFormat(localeOf(lang)).format(w.heat) })}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {error || noWord ? (
          <p id={`${inputId}-error`} className="search-error" role="alert">
            {noWord ? t('search.noWord') : t('search.invalid')}
          </p>
        ) : null}
      </form>
      {history.length > 0 ? (
        <div className="search-history" data-testid="search-history">
          <span>{t('search.history')}</span>
          {history.map((h) => (
            <button
              key={h}
              type="button"
              className="history-chip"
              onClick={() => {
                setValue(h);
                void search(h);
              }}
            >
              {h}
            </button>
          ))}
          <button type="button" className="history-clear" onClick={() => clear(HISTORY_CLEAR_TYPES[type as HistoryList])}>
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
