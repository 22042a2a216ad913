import type { i18n as I18n } from 'i18next';
import type { BackfillOutcome } from './api';
import { CONTENT_CSS, el, onTrusted, shadowHost } from './content-kit';
import { sitePath, workbenchPathOf } from './site-links';
import { ask } from './messages';
import { getConnection } from './connection';
import { onVisibleClick } from './visible-guard';

/**
 * The site's supplement dialog on an Ozon page: the prompt view (id, reasons, Cancel / Apply), then on
 * code 200 the narrower success view without a close button. An id MarketLens already has (code 20001)
 * gets an "already indexed" view with a link into the workbench; any other answer keeps the prompt.
 */
export function openBackfillDialog(i18n: I18n, kind: 'good' | 'mall', id: string): void {
  const t = i18n.getFixedT(null, 'extension');
  const { host, root } = shadowHost('marketlens-backfill', CONTENT_CSS);
  host.dataset.mlUi = 'backfill';
  const close = () => {
    host.remove();
    document.removeEventListener('keydown', onKey, true);
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.isTrusted && e.key === 'Escape') close();
  };
  document.addEventListener('keydown', onKey, true);
  const titleId = `marketlens-backfill-title`;
  const dialog = el('div', { className: 'dialog', attrs: { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': titleId } });
  const mask = el('div', { className: 'mask' }, dialog);
  root.append(mask);

  const apply = el('button', { className: 'primary', text: t('backfill.apply') });
  const cancel = el('button', { text: t('backfill.cancel') });
  const closeButton = el('button', { className: 'close', text: '×', attrs: { 'aria-label': t('backfill.close') } });
  const problem = el('p', { className: 'status bad' });
  dialog.append(
    closeButton,
    el('h2', { text: t(kind === 'good' ? 'backfill.goodTitle' : 'backfill.mallTitle'), attrs: { id: titleId } }),
    el('p', { text: t('backfill.id', { id }) }),
    el('p', { text: t('backfill.reasonsTitle') }),
    el(
      'ul',
      {},
      el('li', { text: t('backfill.reasonConditions') }),
      el('li', { text: t('backfill.reasonSyncing') }),
      el('li', { text: t('backfill.reasonBug') }),
    ),
    problem,
    el('div', { className: 'actions' }, cancel, apply),
  );
  onTrusted(closeButton, 'click', close);
  onTrusted(cancel, 'click', close);
  // Writes to the server: only the user's own click on Apply, in this dialog the page cannot reach, sends
  // it, and only while the dialog is really visible (page CSS cannot fade, cover or clip it into a lure).
  const hidden = () => void (problem.textContent = t('overlay.hiddenByPage'));
  onVisibleClick(apply, () => {
    apply.disabled = true;
    problem.textContent = '';
    void ask<BackfillOutcome>({ type: 'backfill', kind, id }).then((reply) => {
      apply.disabled = false;
      if (!reply.ok) {
        problem.textContent = t(`errors.${reply.error}`);
        return;
      }
      if (reply.data === 'ignored') return;
      dialog.classList.add('narrow');
      const ok = el('button', { className: 'primary', text: t('backfill.ok') });
      onTrusted(ok, 'click', close);
      if (reply.data === 'submitted') {
        dialog.replaceChildren(el('h2', { text: t('backfill.successTitle'), attrs: { id: titleId } }), el('p', { text: t('backfill.successText') }), el('div', { className: 'actions' }, ok));
        return;
      }
      const open = el('a', { className: 'button', text: t('backfill.openWorkbench'), attrs: { target: '_blank', rel: 'noopener' } });
      void getConnection().then((c) => (open.href = `${c.siteOrigin}${sitePath(i18n.language, workbenchPathOf(kind, id))}`));
      dialog.replaceChildren(
        closeButton,
        el('h2', { text: t('backfill.indexedTitle'), attrs: { id: titleId } }),
        el('p', { text: t(kind === 'good' ? 'backfill.indexedGood' : 'backfill.indexedMall') }),
        el('div', { className: 'actions' }, open, ok),
      );
    });
  }, hidden);
}
