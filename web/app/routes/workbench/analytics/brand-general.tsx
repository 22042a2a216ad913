import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { useSubjectId } from '../../../features/analytics/subject-id';
import { GoodsList, GroupDetail, GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** One brand: its figures, daily trend, rank, shops and categories, then its goods; without a brand, the brand lookup. */
export default function Page() {
  const { t } = useTranslation('analytics');
  const brandId = useSubjectId('brandId');
  return (
    <AnalyticsPage page="brandGeneral">
      {brandId === undefined ? (
        <>
          <p className="analytics-muted">{t('detail.chooseBrand')}</p>
          <GroupList page="brandGeneral" kind="brand" search />
        </>
      ) : (
        <>
          <GroupDetail kind="brand" id={brandId} />
          <h2 className="analytics-section">{t('detail.brandGoods')}</h2>
          <GoodsList page="brandGeneral" defaultSort="sales" fixed={{ brandId }} testId="subject-goods" />
        </>
      )}
    </AnalyticsPage>
  );
}
