import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@marketlens/core/constants';
import { LeftIcon, RightIcon } from '../../components/icons/icons';
import { AdvisorAvatar, ADVISORS } from '../../components/marketing/marks';

/** Mentor cards in a scroll-snap track: arrows, keyboard scrolling, and autoplay that pauses on hover or focus. */
export function AdvisorCarousel() {
  const { t } = useTranslation('home');
  const track = useRef<HTMLUListElement>(null);
  const [paused, setPaused] = useState(false);
  const step = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const card = el.firstElementChild as HTMLElement | null;
    const width = (card?.offsetWidth ?? el.clientWidth) + 24;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 4;
    el.scrollTo({ left: dir === 1 && atEnd ? 0 : el.scrollLeft + dir * width, behavior: 'smooth' });
  };
  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => step(1), LIMITS.carouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <section
      className="section section-soft"
      aria-labelledby="advisors-title"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="container">
        <div className="section-head">
          <h2 id="advisors-title" className="section-title">
            {t('advisors.title')}
          </h2>
          <div className="carousel-arrows">
            <button type="button" className="icon-btn" aria-label={t('advisors.prev')} onClick={() => step(-1)}>
              <LeftIcon aria-hidden />
            </button>
            <button type="button" className="icon-btn" aria-label={t('advisors.next')} onClick={() => step(1)}>
              <RightIcon aria-hidden />
            </button>
          </div>
        </div>
        <ul ref={track} className="advisor-track" tabIndex={0} aria-label={t('advisors.title')}>
          {ADVISORS.map((a, i) => (
            <li key={a} className={`advisor-card advisor-bg-${i + 1}`}>
              <AdvisorAvatar className="advisor-avatar" />
              <h3>{t(`advisors.${a}.name`)}</h3>
              <p className="advisor-title">{t(`advisors.${a}.title`)}</p>
              <ul>
                <li>{t(`advisors.${a}.l1`)}</li>
                <li>{t(`advisors.${a}.l2`)}</li>
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
