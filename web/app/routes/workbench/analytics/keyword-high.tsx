import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** High-conversion words: add-to-cart ÷ searchers. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordHigh">
      <KeywordList page="keywordHigh" defaultSort="conversion" />
    </AnalyticsPage>
  );
}
