import { ANALYTICS_APP_ID, type Analytics, type AnalyticsEvent, type AnalyticsProps } from '@marketlens/core/analytics';

export const ANALYTICS_DOM_EVENT = 'marketlens:analytics';

/**
 * The website's analytics: by default it loads no third-party script and only announces each event
 * on the window (an operator's tag manager can listen); setAnalyticsSink plugs a real provider in.
 */
const domSink: Analytics = {
  track(event, props = {}) {
    if (typeof window === 'undefined') return;
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { appId: ANALYTICS_APP_ID, event, props } }));
  },
  identify(distinctId) {
    if (typeof window === 'undefined') return;
    window.dispatchEvent(new CustomEvent(ANALYTICS_DOM_EVENT, { detail: { appId: ANALYTICS_APP_ID, identify: distinctId } }));
  },
};

let sink: Analytics = domSink;

export function setAnalyticsSink(next: Analytics): void {
  sink = next;
}

/** The analytics core's flows report through; a broken provider never breaks the page. */
export const webAnalytics: Analytics = {
  track(event: AnalyticsEvent, props?: AnalyticsProps) {
    try {
      sink.track(event, props);
    } catch (err) {
      console.warn('analytics sink failed', err);
    }
  },
  identify(distinctId: string) {
    try {
      sink.identify(distinctId);
    } catch (err) {
      console.warn('analytics sink failed', err);
    }
  },
};
