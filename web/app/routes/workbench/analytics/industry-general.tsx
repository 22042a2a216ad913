import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@marketlens/core/constants';
import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { useSubjectId } from '../../../features/analytics/subject-id';
import { CategoryStructure, GoodsList, GroupDetail, GroupList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/**
 * Industry overview and category detail: without a category the top categories side by side; with
 * one its figures, trend, rank among its siblings and concentration, its price segments and the
 * share of its goods that sold, then its subcategories (or, for a subcategory, its best-selling goods).
 */
export default function Page() {
  const { t } = useTranslation('analytics');
  const typeId = useSubjectId('typeId');
  const top = typeId !== undefined && CATEGORIES.some((c) => c.id === typeId);
  return (
    <AnalyticsPage page="industryGeneral">
      {typeId === undefined ? (
        <GroupList page="industryGeneral" kind="category" extra={['share', 'concentration']} />
      ) : (
        <>
          <GroupDetail kind="category" id={typeId} />
          <CategoryStructure id={typeId} />
          <h2 className="analytics-section">{t(top ? 'detail.subcategories' : 'detail.categoryGoods')}</h2>
          {top ? (
            <GroupList page="industryGeneral" kind="category" extra={['share', 'concentration']} testId="subject-categories" />
          ) : (
            <GoodsList page="industryGeneral" defaultSort="sales" testId="subject-goods" />
          )}
        </>
      )}
    </AnalyticsPage>
  );
}
