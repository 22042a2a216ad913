import { FeedbackPage } from '../../features/feedback/feedback-page';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import analyticsCss from '../../styles/analytics.css?url';
import feedbackCss from '../../styles/feedback.css?url';
import { inlineCss, type InlineCssHandle } from '../../lib/inline-css';

export const handle: MobileTitleHandle & InlineCssHandle = { ...inlineCss({ analytics: analyticsCss, feedback: feedbackCss }), mobileTitle: 'contact.feedback' };

/** Feedback on the mobile site (`/m/feedback`): the same form and answers in the mobile frame. */
export default function Page() {
  return <FeedbackPage mobile />;
}
