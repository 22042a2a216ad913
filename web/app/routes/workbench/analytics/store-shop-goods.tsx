import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { useSubjectId } from '../../../features/analytics/subject-id';
import { GoodsList, GroupDetail, GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** One shop: its figures, daily trend, rank and categories, then its goods; without a shop, the shop lookup. */
export default function Page() {
  const { t } = useTranslation('analytics');
  const shopId = useSubjectId('shopId');
  return (
    <AnalyticsPage page="storeShopGoods">
      {shopId === undefined ? (
        <>
          <p className="analytics-muted">{t('detail.chooseShop')}</p>
          <GroupList page="storeShopGoods" kind="shop" search />
        </>
      ) : (
        <>
          <GroupDetail kind="shop" id={shopId} />
          <h2 className="analytics-section">{t('detail.shopGoods')}</h2>
          <GoodsList page="storeShopGoods" defaultSort="sales" fixed={{ shopId }} testId="subject-goods" />
        </>
      )}
    </AnalyticsPage>
  );
}
