import { useTranslation } from 'react-i18next';
import type { content } from '@marketlens/core/contract';
import { formatMoment } from '@marketlens/core/format';
import { useLang, useLocalize } from '../../lib/lang';
import { linkProps, LIVE_COURSES_PATH } from '../../lib/site-link';

/**
 * What the operators put on the home page: the next live class of the college, and the image
 * windows of place 1 (offers and new courses), each opening its page.
 */
export function HomeNotices({ live, liveAhead, windows }: { live: content.LiveNotice | null; liveAhead: boolean; windows: content.FrontImgWindow[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const localize = useLocalize();
  if (!live && windows.length === 0) return null;
  // The notice's own link when the operators gave one, else the college's live courses.
  const liveLink = live?.linkUrl || LIVE_COURSES_PATH;
  return (
    <section className="container home-notices" aria-label={t('notices.label')} data-testid="home-notices">
      {live ? (
        <a className="home-live" {...linkProps(liveLink, localize)} data-testid="home-live">
          <span className="home-live-badge">{liveAhead ? t('notices.next') : t('notices.last')}</span>
          <span className="home-live-title">{live.title}</span>
          <span className="home-live-meta">
            {live.speaker} · <time dateTime={live.startTime}>{t('notices.when', { time: formatMoment(live.startTime, lang, { zone: false }), minutes: live.minutes })}</time>
          </span>
        </a>
      ) : null}
      {windows.length ? (
        <ul className="home-windows">
          {windows.map((w, i) => (
            <li key={w.id} data-testid={`home-window-${w.id}`}>
              <a {...linkProps(w.linkUrl, localize)}>
                <img src={w.imgUrl} alt={w.title} width={600} height={200} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
