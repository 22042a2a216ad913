import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';

/** The page numbers to offer: the first, the last and two either side of the current one. */
function pagesAround(page: number, last: number): (number | 'gap')[] {
  const wanted = new Set([1, last, page - 2, page - 1, page, page + 1, page + 2].filter((n) => n >= 1 && n <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const prev = out[out.length - 1];
    if (typeof prev === 'number' && n - prev > 1) out.push('gap');
    out.push(n);
  }
  return out;
}

/** Links to the pages of a list rendered on the server; `href` gives the unprefixed address of page n. */
export function Pager({ page, total, pageSize, href }: { page: number; total: number; pageSize: number; href: (n: number) => string }) {
  const { t } = useTranslation('content');
  const localize = useLocalize();
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (last <= 1) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? (
        <a href={localize(href(page - 1))} rel="prev">
          {t('pager.prev')}
        </a>
      ) : null}
      {pagesAround(page, last).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap${i}`} className="pager-gap" aria-hidden="true">
            {'…'}
          </span>
        ) : n === page ? (
          <span key={n} className="pager-current" aria-current="page">
            {n}
          </span>
        ) : (
          <a key={n} href={localize(href(n))} aria-label={t('pager.page', { n })}>
            {n}
          </a>
        ),
      )}
      {page < last ? (
        <a href={localize(href(page + 1))} rel="next">
          {t('pager.next')}
        </a>
      ) : null}
    </nav>
  );
}
