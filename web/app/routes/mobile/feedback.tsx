import { FeedbackPage } from '../../features/feedback/feedback-page';
import type { MobileTitleHandle } from '../../features/mobile/mobile-frame';
import analyticsCss from '../../styles/analytics.css?url';
import feedbackCss from '../../styles/feedback.css?url';
import type { Route } from './+types/feedback';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: analyticsCss },
  { rel: 'stylesheet', href: feedbackCss },
];

export const handle: MobileTitleHandle = { mobileTitle: 'contact.feedback' };

/** Feedback on the mobile site (`/m/feedback`): the same form and answers in the mobile frame. */
export default function Page() {
  return <FeedbackPage mobile />;
}
