import { AnalyticsPage } from '../../../components/workbench/analytics-page';
import { ReverseLookup } from '../../../components/workbench/lazy-lists';
import analyticsCss from '../../../styles/analytics.css?url';
import { inlineCss } from '../../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss });

/** Keyword reverse lookup: the search words goods ids rank for, with their organic position. */
export default function Page() {
  return (
    <AnalyticsPage page="selectionKeywordsReverse">
      <ReverseLookup />
    </AnalyticsPage>
  );
}
