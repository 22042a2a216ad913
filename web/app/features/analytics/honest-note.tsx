import { Alert, Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useLang, useLocalize } from '../../lib/lang';
import { formatCount, formatShare } from '../../components/workbench/numbers';
import { MethodologyLink, observedShareOf } from '../../components/methodology-link';

/**
 * WORKBENCH.md §2 "honest numbers": every estimate says it is one, with the data's last day, the
 * window, the coverage and the method; and the member's limits are shown before they bite. A view
 * of goods outside the bound categories (`dailyGoods`: a goods' detail, a reverse lookup) says that
 * it counts among the day's 10 distinct goods there. The method links the methodology page, and a
 * market built from observations says which share of the window's goods-days were estimated from them.
 */
export function HonestNote({ meta, onPickCategory, categoryName, rows = true, dailyGoods = false }: { meta: workbench.ListMeta; onPickCategory?: (typeId: number) => void; categoryName?: (typeId: number) => string; rows?: boolean; dailyGoods?: boolean }) {
  const { t } = useTranslation('analytics');
  const { t: ts } = useTranslation('store');
  const lang = useLang();
  const localize = useLocalize();
  const observed = observedShareOf(meta);
  const tier = meta.tier in { trial: 1, starter: 1, operation: 1, ultimate: 1, professional: 1 } ? t(`tiers.${meta.tier as 'trial'}`) : meta.tier;
  return (
    <div className="analytics-honest" data-testid="honest-note">
      <p>
        <Tag color="gold">{t('honest.estimate')}</Tag>
        <span data-testid="as-of">{t('honest.asOf', { day: meta.latestDay })}</span>
        <span className="analytics-dot" aria-hidden />
        <span>{t('honest.window', { from: meta.from, to: meta.to })}</span>
        <span className="analytics-dot" aria-hidden />
        <span>{t('honest.coverage', { share: formatShare(meta.coverage, lang) })}</span>
        <span className="analytics-dot" aria-hidden />
        <span data-testid="window-coverage">{t('honest.windowDays', { share: formatShare(meta.windowCoverage, lang) })}</span>
        <span className="analytics-dot" aria-hidden />
        <span data-testid="prev-coverage">{t('honest.prevDays', { from: meta.prevFrom, to: meta.prevTo, share: formatShare(meta.prevCoverage, lang) })}</span>
        {observed === null ? null : (
          <>
            <span className="analytics-dot" aria-hidden />
            <span data-testid="observed-share">{t('honest.observed', { share: formatShare(observed, lang) })}</span>
          </>
        )}
        <span className="analytics-dot" aria-hidden />
        <MethodologyLink title={t('honest.methodLink')}>{t(meta.source === 'generated' ? 'honest.method' : meta.source === 'import' ? 'honest.methodImport' : 'honest.methodObserved')}</MethodologyLink>
      </p>
      {meta.comparable ? null : (
        <p className="analytics-muted" data-testid="not-comparable">
          {t('honest.notComparable')}
        </p>
      )}
      {rows ? (
      <p className="analytics-muted" data-testid="plan-limits">
        {t('limits.plan', {
          tier,
          rows: formatCount(meta.rowLimit, lang),
          history: meta.historyDays === null ? t('limits.allHistory') : t('limits.historyDays', { count: meta.historyDays }),
        })}{' '}
        {meta.tier === 'professional' ? null : (
          <a href={localize('/pricing')} className="analytics-upgrade" data-testid="plan-upgrade">
            {ts('links.upgrade')}
          </a>
        )}
      </p>
      ) : null}
      {rows && meta.scopeLimited ? (
        <Alert
          type="info"
          showIcon
          data-testid="scope-limited"
          title={t('limits.scopeLimited')}
          description={
            meta.boundTypeIds.length && onPickCategory ? (
              <Space wrap>
                {t('limits.chooseBound')}
                {meta.boundTypeIds.map((id) => (
                  <Button key={id} size="small" onClick={() => onPickCategory(id)}>
                    {categoryName?.(id) ?? id}
                  </Button>
                ))}
              </Space>
            ) : undefined
          }
        />
      ) : null}
      {!rows && dailyGoods && meta.scopeLimited ? (
        <p className="analytics-muted" data-testid="daily-goods">
          {t('limits.dailyGoods')}
        </p>
      ) : null}
    </div>
  );
}
