import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { pricing, rates as ratesContract } from '@marketlens/core/contract';
import { boundaryWarning, crossBorderProfitAt, localAt, type BoundaryWarning, type CrossBorderInput, type CrossBorderResult, type LocalInput, type LocalResult } from '@marketlens/core/pricing';
import { useLang } from '../../lib/lang';
import { BreakdownChart } from './breakdown-chart';
import { money, plain } from './money';

function Figure({ label, value, testId, strong }: { label: string; value: ReactNode; testId?: string; strong?: boolean }) {
  return (
    <div className={strong ? 'pricing-figure pricing-figure-strong' : 'pricing-figure'}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** What the figures rest on: the tables' version and, for yuan, the day's CBR rate. */
function Sources({ tables, rate, estimated }: { tables: pricing.TablesAnswer; rate?: ratesContract.Rates | undefined; estimated?: 'route' | 'local' | undefined }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  return (
    <ul className="pricing-sources" data-testid="pricing-sources">
      <li data-testid="tables-version">{t('result.tables', { version: tables.version, from: tables.effectiveFrom })}</li>
      {estimated ? <li className="pricing-estimated" data-testid="pricing-estimated">{t(estimated === 'route' ? 'result.routeEstimated' : 'result.localEstimated')}</li> : null}
      {rate?.rates.CNY ? <li>{t(rate.source === 'cbr' ? 'result.rateCbr' : 'result.rateStored', { rate: plain(rate.rates.CNY, lang, 4), day: rate.asOf })}</li> : null}
    </ul>
  );
}

/** A price just above a commission tier boundary: what the boundary price would leave. */
function BoundaryAlert({ warning, current }: { warning: BoundaryWarning; current: number }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="boundary-warning"
      title={t('boundary', {
        boundary: money(warning.boundaryRub, 'RUB', lang),
        lower: plain(warning.lowerCommissionPct, lang),
        current: plain(current, lang),
        profit: money(warning.profitCnyAtBoundary, 'CNY', lang),
        margin: plain(warning.marginPctAtBoundary, lang),
      })}
    />
  );
}

/** The member's own price: its profit per unit, tier and route, and the boundary warning where it applies. */
function CrossBorderCheck({ input, tables, rubPerCny }: { input: CrossBorderInput; tables: pricing.TablesAnswer; rubPerCny: number }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  const price = input.checkPriceRub;
  if (!price) return null;
  const title = t('check.title', { price: money(price, 'RUB', lang) });
  const q = crossBorderProfitAt(input, tables.crossBorder, rubPerCny, price);
  if (!q) return <Alert type="warning" showIcon title={title} description={t('check.noRoute')} data-testid="price-check" />;
  const warning = boundaryWarning(input, tables.crossBorder, rubPerCny, q);
  return (
    <section className="pricing-check" data-testid="price-check">
      <h3 className="pricing-subtitle">{title}</h3>
      <p>{t('check.crossBorder', { profit: money(q.profitCny, 'CNY', lang), profitRub: money(q.profitRub, 'RUB', lang), margin: plain(q.marginPct, lang), commission: plain(q.tier.commissionPct, lang) })}</p>
      {warning ? <BoundaryAlert warning={warning} current={q.tier.commissionPct} /> : null}
    </section>
  );
}

export function CrossBorderResults({ result, input, tables, rate }: { result: CrossBorderResult | null; input: CrossBorderInput | null; tables: pricing.TablesAnswer; rate: ratesContract.Rates }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  if (!result || !input) return <Alert type="info" showIcon title={t('result.invalid')} data-testid="pricing-invalid" />;
  if (!result.ok) return <Alert type="error" showIcon title={t(`result.${result.reason}`)} data-testid="pricing-refused" />;
  const q = result.quote;
  const rub = (v: number) => money(v, 'RUB', lang);
  const cny = (v: number) => money(v, 'CNY', lang);
  const range =
    q.tier.toRub === null
      ? t('result.above', { from: rub(q.tier.fromRub) })
      : q.tier.fromRub === 0
        ? t('result.upTo', { to: rub(q.tier.toRub) })
        : t('result.between', { from: rub(q.tier.fromRub), to: rub(q.tier.toRub) });
  return (
    <div className="pricing-results" data-testid="pricing-results">
      <dl className="pricing-figures">
        <Figure strong label={t('result.price')} value={`${rub(q.priceRub)} · ${cny(q.priceCny)}`} testId="price" />
        <Figure label={t('result.strike')} value={`${rub(q.strikePriceRub)} · ${cny(q.strikePriceCny)}`} testId="strike-price" />
        <Figure label={t('result.profit')} value={`${cny(q.profitCny)} · ${rub(q.profitRub)}`} testId="profit" />
        <Figure label={t('result.margin')} value={`${plain(q.marginPct, lang)} %`} />
        <Figure label={t('result.commission')} value={t('result.commissionTier', { pct: plain(q.tier.commissionPct, lang), range })} testId="commission" />
        <Figure
          label={t('result.route')}
          value={t('result.routeValue', {
            group: t(`routes.${q.route.group}`, { defaultValue: q.route.group }),
            service: t(`options.${q.route.service}`),
            grams: plain(q.route.billableGrams, lang, 0),
            freight: cny(q.route.freightCny),
          }) + (q.route.estimated ? ` (${t('result.estimate')})` : '')}
          testId="route"
        />
      </dl>
      {result.raisedToBand ? <Alert type="info" showIcon title={t('result.raised')} /> : null}
      {result.boundary ? <BoundaryAlert warning={result.boundary} current={q.tier.commissionPct} /> : null}
      <CrossBorderCheck input={input} tables={tables} rubPerCny={rate.rates.CNY ?? 0} />
      <h3 className="pricing-subtitle">{t('breakdown.title')}</h3>
      <BreakdownChart items={q.breakdown} currency="CNY" />
      <Sources tables={tables} rate={rate} estimated={q.route.estimated ? 'route' : undefined} />
    </div>
  );
}

export function LocalResults({ result, input, tables }: { result: LocalResult | null; input: LocalInput | null; tables: pricing.TablesAnswer }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  if (!result || !input) return <Alert type="info" showIcon title={t('result.invalid')} data-testid="pricing-invalid" />;
  if (!result.ok) return <Alert type="error" showIcon title={t(`result.${result.reason}`)} data-testid="pricing-refused" />;
  const q = result.quote;
  const rub = (v: number) => money(v, 'RUB', lang);
  return (
    <div className="pricing-results" data-testid="pricing-results">
      <dl className="pricing-figures">
        <Figure strong label={t('result.price')} value={rub(q.priceRub)} testId="price" />
        <Figure label={t('result.strike')} value={rub(q.strikePriceRub)} testId="strike-price" />
        <Figure label={t('result.profit')} value={rub(q.profitRub)} testId="profit" />
        <Figure label={t('result.margin')} value={`${plain(q.marginPct, lang)} %`} />
        <Figure label={t('result.commission')} value={t('result.commissionScheme', { pct: plain(q.commissionPct, lang), scheme: input.scheme.toUpperCase() })} testId="commission" />
        <Figure label={t('result.logistics')} value={t('result.logisticsValue', { amount: rub(q.logisticsRub), liters: plain(q.volumeLiters, lang) }) + (tables.local.estimated ? ` (${t('result.estimate')})` : '')} testId="logistics" />
      </dl>
      {input.checkPriceRub ? <LocalCheck input={input} tables={tables} price={input.checkPriceRub} /> : null}
      <h3 className="pricing-subtitle">{t('breakdown.title')}</h3>
      <BreakdownChart items={q.breakdown} currency="RUB" />
      <Sources tables={tables} estimated={tables.local.estimated ? 'local' : undefined} />
    </div>
  );
}

function LocalCheck({ input, tables, price }: { input: LocalInput; tables: pricing.TablesAnswer; price: number }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  const q = localAt(input, tables.local, price);
  return (
    <section className="pricing-check" data-testid="price-check">
      <h3 className="pricing-subtitle">{t('check.title', { price: money(price, 'RUB', lang) })}</h3>
      <p>{t('check.local', { profit: money(q.profitRub, 'RUB', lang), margin: plain(q.marginPct, lang) })}</p>
    </section>
  );
}
