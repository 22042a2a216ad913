import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { loadMonitor } from './contract';

/** Fired by the notification centre after marking read, so every bell on the page counts again. */
export const NOTICES_CHANGED = 'marketlens:notices-changed';
const POLL_MS = 60_000;

/** The bell of the site and workbench header: unread notifications, polled while the tab is visible; opens the notification centre. */
export function NoticeBell() {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const localize = useLocalize();
  const [unread, setUnread] = useState<number | null>(null);
  useEffect(() => {
    let alive = true;
    const load = async () => {
      if (document.visibilityState === 'hidden') return;
      try {
        const res = await http.call((await loadMonitor()).unread, {}, { verifyCode: false });
        if (alive && res.code === 200 && res.data) setUnread(res.data.unread);
      } catch {
        // The count stays as it was; the next poll tries again.
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), POLL_MS);
    const onChange = () => void load();
    window.addEventListener(NOTICES_CHANGED, onChange);
    document.addEventListener('visibilitychange', onChange);
    return () => {
      alive = false;
      window.clearInterval(timer);
      window.removeEventListener(NOTICES_CHANGED, onChange);
      document.removeEventListener('visibilitychange', onChange);
    };
  }, [http]);
  const count = unread ?? 0;
  return (
    <a
      className="notice-bell"
      href={localize('/workbench/monitor/notice')}
      aria-label={count ? t('bell.unread', { count }) : t('bell.label')}
      title={count ? t('bell.unread', { count }) : t('bell.label')}
      data-testid="notice-bell"
      data-unread={count}
      data-loaded={unread !== null}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {count ? (
        <span className="notice-bell-count" data-testid="notice-bell-count">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </a>
  );
}
