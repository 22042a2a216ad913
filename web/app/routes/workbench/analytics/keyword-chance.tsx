import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Blue-ocean words: searchers per competing product. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordChance">
      <KeywordList page="keywordChance" defaultSort="blueOcean" />
    </AnalyticsPage>
  );
}
