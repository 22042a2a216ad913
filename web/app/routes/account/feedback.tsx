import { FeedbackPage } from '../../features/feedback/feedback-page';
import analyticsCss from '../../styles/analytics.css?url';
import feedbackCss from '../../styles/feedback.css?url';
import { inlineCss } from '../../lib/inline-css';

export const handle = inlineCss({ analytics: analyticsCss, feedback: feedbackCss });

/** Feedback (`/feedback`): send a complaint or suggestion, read the answers to earlier ones. */
export default function Page() {
  return <FeedbackPage />;
}
