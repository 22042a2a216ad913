import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Hot search words: searchers, add-to-cart, conversion, competition. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordHot">
      <KeywordList page="keywordHot" />
    </AnalyticsPage>
  );
}
