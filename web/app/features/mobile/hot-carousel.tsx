import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useSubmit } from 'react-router';
import type { MobileHomeData } from './home-data.server';
import { HOT_PAGES, HotPageList, type HotPage } from './hot-pages';

/**
 * The daily hot list: a swipeable carousel of six pages (scroll-snap, so it works before and without
 * scripts) with a chip per page, and the main-category picker that reloads all six for one category.
 */
export function HotCarousel({ data }: { data: MobileHomeData }) {
  const { t } = useTranslation('mobile');
  const submit = useSubmit();
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<HotPage>('goods');
  const show = (page: HotPage) => {
    const el = track.current;
    const index = HOT_PAGES.indexOf(page);
    setActive(page);
    el?.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth === 0) return;
    const page = HOT_PAGES[Math.round(el.scrollLeft / el.clientWidth)];
    if (page && page !== active) setActive(page);
  };
  return (
    <section className="m-section" aria-labelledby="m-hot-title" data-testid="m-hot">
      <div className="m-section-head">
        <h2 id="m-hot-title" className="m-section-title">
          {t('hot.title')}
        </h2>
        <Form method="get" preventScrollReset className="m-hot-picker" onChange={(e) => void submit(e.currentTarget, { preventScrollReset: true, replace: true })}>
          <label htmlFor="m-hot-category" className="visually-hidden">
            {t('hot.category')}
          </label>
          <select id="m-hot-category" name="typeId" defaultValue={data.typeId ?? ''} key={data.typeId ?? 'all'} data-testid="m-hot-category">
            <option value="">{t('hot.allMarket')}</option>
            {data.categories.map((c) => (
              <option key={c.typeId} value={c.typeId}>
                {c.typeName}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit">{t('hot.category')}</button>
          </noscript>
        </Form>
      </div>
      {data.survey ? <p className="m-hot-date">{t('hot.updated', { day: data.survey.latestDay })}</p> : null}
      <div className="m-chips" role="group" aria-label={t('hot.title')}>
        {HOT_PAGES.map((page) => (
          <button key={page} type="button" className={`m-chip${page === active ? ' is-active' : ''}`} aria-pressed={page === active} onClick={() => show(page)} data-testid={`m-hot-chip-${page}`}>
            {t(`hot.pages.${page}`)}
          </button>
        ))}
      </div>
      <div ref={track} className="m-hot-track" onScroll={onScroll} tabIndex={0} aria-label={t(`hot.pages.${active}`)}>
        {HOT_PAGES.map((page) => (
          <div key={page} className="m-hot-page" data-testid={`m-hot-page-${page}`} aria-hidden={page !== active}>
            <h3 className="visually-hidden">{t(`hot.pages.${page}`)}</h3>
            <HotPageList page={page} lists={data.lists} />
          </div>
        ))}
      </div>
    </section>
  );
}
