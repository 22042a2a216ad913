import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import { formatMoney, formatNumber } from '@marketlens/core/format';
import { StatsBand } from '../../components/marketing/stats-band';
import { DataStats } from '../mobile/data-stats';
import { HotRow } from '../mobile/hot-row';
import { useLang } from '../../lib/lang';

interface MarketProofProps {
  survey: report.SurveyData | null;
  hotGoods: report.HotGoodsRow[] | null;
  site: 'desktop' | 'mobile';
}

/** Proof from the live market: the size of the indexed data and today's best sellers, as the server has them. */
export function MarketProof({ survey, hotGoods, site }: MarketProofProps) {
  const { t } = useTranslation('promote');
  const lang = useLang();
  const rows = hotGoods ?? [];
  if (site === 'mobile') {
    return (
      <>
        <DataStats survey={survey} />
        <section className="m-section" aria-labelledby="promote-hot-title" data-testid="promote-proof">
          <h2 id="promote-hot-title" className="m-section-title">
            {t('proof.hotTitle')}
          </h2>
          {rows.length ? (
            <ol className="m-hot-list">
              {rows.map((g, i) => (
                <HotRow key={g.goodsId} rank={i + 1} name={g.goodsName} thumb={g.thumbUrl} eager={i < 2} figures={[[t('proof.daySales'), formatNumber(g.daySales, { lang })], [t('proof.price'), formatMoney(g.price, { lang, kind: 'price' })]]} />
              ))}
            </ol>
          ) : (
            <p className="m-hot-note">{t('proof.unavailable')}</p>
          )}
        </section>
      </>
    );
  }
  return (
    <section className="promote-proof" aria-labelledby="promote-proof-title" data-testid="promote-proof">
      <div className="container">
        <h2 id="promote-proof-title" className="section-title">
          {t('proof.title')}
        </h2>
        {survey ? <p className="section-subtitle">{t('proof.lead', { day: survey.latestDay })}</p> : <p className="section-subtitle">{t('proof.unavailable')}</p>}
      </div>
      <StatsBand survey={survey} />
      {rows.length ? (
        <div className="container promote-hot">
          <h3>{t('proof.hotTitle')}</h3>
          <table className="promote-hot-table">
            <thead>
              <tr>
                <th scope="col">{t('proof.rank')}</th>
                <th scope="col">{t('proof.goods')}</th>
                <th scope="col">{t('proof.daySales')}</th>
                <th scope="col">{t('proof.price')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((g, i) => (
                <tr key={g.goodsId}>
                  <td>{i + 1}</td>
                  <td>
                    <span className="promote-hot-goods">
                      <img src={g.thumbUrl} alt="" width={40} height={40} loading="lazy" />
                      <span>{g.goodsName}</span>
                    </span>
                  </td>
                  <td>{formatNumber(g.daySales, { lang })}</td>
                  <td>{formatMoney(g.price, { lang, kind: 'price' })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
