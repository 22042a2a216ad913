import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@marketlens/core/constants';

const SERVICES = ['s1', 's2', 's3', 's4'] as const;

/** The service carousel: one slide at a time, autoplay every 5 s with an 800 ms slide, paused by the visitor or reduced motion. */
export function ServiceCarousel() {
  const { t } = useTranslation('mobile');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % SERVICES.length), LIMITS.carouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [paused]);
  return (
    <section className="m-section" aria-labelledby="m-services-title" aria-roledescription="carousel" data-testid="m-services">
      <div className="m-section-head">
        <h2 id="m-services-title" className="m-section-title">
          {t('services.title')}
        </h2>
        <button type="button" className="m-link-button" onClick={() => setPaused((p) => !p)}>
          {paused ? t('services.play') : t('services.pause')}
        </button>
      </div>
      <div className="m-carousel">
        <ul className="m-carousel-track" style={{ transform: `translateX(-${index * 100}%)`, transitionDuration: `${LIMITS.carouselTransitionMs}ms` }}>
          {SERVICES.map((s, i) => (
            <li key={s} className={`m-service m-service-${i + 1}`} aria-roledescription="slide" aria-label={t('services.label', { n: i + 1, total: SERVICES.length })} aria-hidden={i !== index}>
              <h3>{t(`services.${s}.title`)}</h3>
              <p>{t(`services.${s}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="m-dots">
        {SERVICES.map((s, i) => (
          <button key={s} type="button" className={`m-dot${i === index ? ' is-active' : ''}`} aria-label={t('services.go', { n: i + 1 })} aria-pressed={i === index} onClick={() => setIndex(i)} />
        ))}
      </div>
    </section>
  );
}
