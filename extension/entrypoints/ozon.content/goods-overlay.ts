import type { i18n as I18n } from 'i18next';
import { el } from '../../lib/content-kit';
import { ask } from '../../lib/messages';
import type { GoodsOverlay, MonitorOutcome } from '../../lib/overlay-api';
import { figuresOf, salesChart, siteLink } from '../../lib/overlay-view';
import { workbenchPathOf } from '../../lib/site-links';
import { confirmStep } from '../../lib/visible-guard';

/**
 * The goods page's figures in the assistant's toolbar: estimated sales per day and over 30 days,
 * revenue, growth, rank in the subcategory, sellers on the card, the data's last day, a small chart
 * drawn when opened, and the actions monitor and open in the workbench (image search, collection and
 * back-fill are the toolbar's own buttons). A guest is asked to log in; goods the server does not hold
 * point at the back-fill request.
 */
export async function showGoodsFigures(i18n: I18n, goodsId: string, bar: HTMLElement, backfill: HTMLButtonElement | null): Promise<void> {
  const f = figuresOf(i18n);
  const { t } = f;
  const section = el('section', { attrs: { 'aria-live': 'polite', 'data-ml-overlay': 'goods' } }, el('p', { className: 'note', text: t('overlay.loading') }));
  bar.querySelector('strong')?.after(section);
  const id = Number(goodsId);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
    section.replaceChildren(el('p', { className: 'note', text: t('overlay.unknown') }));
    return;
  }
  const reply = await ask<GoodsOverlay>({ type: 'goodsOverlay', goodsId: id });
  if (!reply.ok) {
    section.replaceChildren(el('p', { className: 'status bad', text: t(`errors.${reply.error}`) }));
    return;
  }
  const data = reply.data;
  if (data.state === 'guest') {
    section.replaceChildren(el('p', { className: 'note', text: t('overlay.guest') }), el('div', { className: 'actions' }, siteLink(i18n, '/login', t('overlay.login'), 'button primary')));
    return;
  }
  if (data.state === 'refused') {
    section.replaceChildren(el('p', { className: 'status bad', text: data.message }));
    return;
  }
  if (data.state === 'unknown') {
    section.replaceChildren(el('p', { className: 'note', text: t('overlay.unknown') }));
    backfill?.classList.add('primary');
    return;
  }

  const { goods, series } = data;
  const from = series[0]?.day ?? data.latestDay;
  const observed = series.length;
  const last = series.find((p) => p.day === data.latestDay);
  const estimate = el('p', { className: 'estimate', attrs: { title: t('overlay.estimateNote', { from, to: data.latestDay, coverage: f.percent(data.coverage) }) } }, el('b', { text: t('overlay.estimate') }), document.createTextNode(` · ${t('overlay.asOf', { day: data.latestDay })}`));
  const rows: [string, string, string?][] = [
    [t('overlay.daily'), observed > 0 ? f.count(Math.round((goods.sales / observed) * 10) / 10) : f.count(null)],
    [t('overlay.lastDay', { day: data.latestDay }), f.count(last ? last.sales : null)],
    [t('overlay.sales30'), f.count(goods.sales)],
    [t('overlay.revenue30'), f.money(goods.gmv)],
    [t('overlay.growth'), f.growth(goods.growth), t('overlay.growthTitle')],
    [t('overlay.rank', { category: goods.subTypeName }), data.rank === null ? f.count(null) : t('overlay.rankValue', { rank: data.rank, of: data.rankOf })],
    [t('overlay.sellers'), f.count(goods.sellers)],
  ];
  const list = el('dl', { className: 'figures' });
  for (const [name, value, title] of rows) list.append(el('dt', { text: name, ...(title ? { attrs: { title } } : {}) }), el('dd', { text: value }));

  // The chart is drawn the first time it is opened, not with the page.
  const label = t('overlay.chartLabel', { from, to: data.latestDay });
  const chart = el('details', {}, el('summary', { text: t('overlay.chart') }));
  chart.addEventListener('toggle', () => {
    if (chart.open && !chart.querySelector('svg')) chart.append(salesChart(series, label));
  });

  const status = el('span', { className: 'status', attrs: { role: 'status' } });
  const watch = el('button', { text: t('overlay.monitor') });
  // Adding to the monitoring centre writes to the member's account: asked once more inside our root, and
  // only a click on a really visible Confirm sends it (page CSS cannot make it a hidden click target).
  const hidden = () => void ((status.textContent = t('overlay.hiddenByPage')), (status.className = 'status bad'));
  confirmStep(watch, { question: t('overlay.confirmMonitor'), confirm: t('overlay.confirm'), cancel: t('overlay.cancel') }, () => {
    watch.disabled = true;
    void ask<MonitorOutcome>({ type: 'monitorGoods', goodsId: id }).then((r) => {
      watch.disabled = false;
      if (!r.ok) return void ((status.textContent = t(`errors.${r.error}`)), (status.className = 'status bad'));
      const outcome = r.data;
      status.className = outcome.state === 'refused' || outcome.state === 'guest' ? 'status bad' : 'status';
      status.textContent =
        outcome.state === 'refused' ? outcome.message : outcome.state === 'guest' ? t('errors.loggedOut') : t(outcome.state === 'added' ? 'overlay.monitored' : 'overlay.alreadyMonitored');
    });
  }, hidden);
  const open = siteLink(i18n, workbenchPathOf('good', goodsId), t('overlay.openWorkbench'));
  section.replaceChildren(estimate, list, chart, el('div', { className: 'actions' }, watch, open), status);
}
