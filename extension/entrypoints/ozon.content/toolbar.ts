import type { i18n as I18n } from 'i18next';
import { openBackfillDialog } from '../../lib/backfill-dialog';
import type { BoxItem } from '../../lib/collection-box';
import { CONTENT_CSS, el, missingOnce, onTrusted, shadowHost } from '../../lib/content-kit';
import { ask, type CollectedInput } from '../../lib/messages';
import { mainImageOf, ozonProductOf, type OzonPage } from '../../lib/ozon-page';
import { OVERLAY_CSS } from '../../lib/overlay-view';

/** Shows what an action did, in the toolbar's status line. */
function report(status: HTMLElement, text: string, bad = false): void {
  status.textContent = text;
  status.className = bad ? 'status bad' : 'status';
}

/** Collects a product into the box through the background; shared by the Ozon and 1688 toolbars. */
export async function collect(i18n: I18n, product: CollectedInput, status: HTMLElement): Promise<void> {
  const reply = await ask<{ item: BoxItem; added: boolean }>({ type: 'collect', item: product });
  if (!reply.ok) return report(status, `${i18n.t('extension:assistant.collectFailed')}: ${i18n.t(`extension:errors.${reply.error}`)}`, true);
  const done = i18n.t(reply.data.added ? 'extension:assistant.collected' : 'extension:assistant.updated');
  // Without a purchase cost the goods cannot be priced or exported; say so at once, not at export time.
  if (reply.data.item.costCny === null) {
    const why = product.priceProblem ? i18n.t(`extension:box.priceProblem.${product.priceProblem}`) : i18n.t('extension:box.noCostOzon');
    return report(status, `${done}. ${why}`, true);
  }
  report(status, done);
}

/** The assistant's buttons on a product or shop page; each hides itself when the page lacks what it needs. */
export function mountToolbar(i18n: I18n, page: Extract<OzonPage, { kind: 'product' | 'shop' }>): { host: HTMLElement; bar: HTMLElement; backfill: HTMLButtonElement } {
  const { host, root } = shadowHost('marketlens-toolbar', CONTENT_CSS + OVERLAY_CSS);
  host.dataset.mlUi = 'toolbar';
  const status = el('span', { className: 'status', attrs: { role: 'status' } });
  const bar = el('div', { className: 'bar', attrs: { 'aria-label': i18n.t('extension:assistant.toolbar') } }, el('strong', { text: i18n.t('extension:assistant.toolbar') }));

  if (page.kind === 'product') {
    const image = mainImageOf(document);
    if (image) {
      const button = el('button', { text: i18n.t('extension:assistant.imageSearch') });
      onTrusted(button, 'click', () => void ask({ type: 'imageSearch', imageUrl: image }));
      bar.append(button);
    } else missingOnce('image search', 'main product image');

    if (document.querySelector('h1')) {
      const button = el('button', { className: 'primary', text: i18n.t('extension:assistant.collect') });
      onTrusted(button, 'click', () => {
        const product = ozonProductOf(document, new URL(location.href));
        if (product) void collect(i18n, product, status);
      });
      bar.append(button);
    } else missingOnce('collection', 'product title (h1)');
  }

  const backfill = el('button', { text: i18n.t('extension:assistant.backfill') });
  onTrusted(backfill, 'click', () => openBackfillDialog(i18n, page.kind === 'product' ? 'good' : 'mall', page.id));
  bar.append(backfill, status);
  root.append(bar);
  return { host, bar, backfill };
}
