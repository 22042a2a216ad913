import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { KeywordList } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Soaring search words: heat against the previous window. */
export default function Page() {
  return (
    <AnalyticsPage page="keywordSoar">
      <KeywordList page="keywordSoar" defaultSort="growth" />
    </AnalyticsPage>
  );
}
