import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordDetail } from '../../../components/workbench/lazy-lists';
import { useSubjectId } from '../../../features/analytics/subject-id';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** One search word: searchers and add-to-cart per day, rank in its category, the goods competing for it. */
export default function Page() {
  const { t } = useTranslation('analytics');
  const keywordId = useSubjectId('keywordId');
  return <AnalyticsPage page="keywordDetail">{keywordId === undefined ? <Empty description={t('detail.chooseKeyword')} /> : <KeywordDetail id={keywordId} />}</AnalyticsPage>;
}
