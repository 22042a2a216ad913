import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '../../lib/download';
import { useHttp } from '../../lib/http';
import { loadPatrol } from './contract';

const cell = (v: string | number) => {
  const text = String(v);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Exports the evidence of every case as CSV (UTF-8 with a BOM so spreadsheet programs read Cyrillic and Chinese right). */
export function useEvidenceExport() {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ type: 'success' | 'warning'; text: string } | null>(null);
  const run = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const res = await http.call((await loadPatrol()).evidence, {}, { verifyCode: false });
      if (res.code !== 200 || !res.data) return setNotice({ type: 'warning', text: res.message ?? t('loadFailed') });
      const head = (['case', 'goodsId', 'title', 'sellerId', 'seller', 'firstSeen', 'checkedAt', 'price', 'own', 'status'] as const).map((k) => t(`csv.${k}`));
      const lines = res.data.list.map((r) =>
        [r.caseId, r.goodsId, r.title, r.sellerId, r.sellerName, r.firstSeenAt, r.checkedAt, (r.price / 100).toFixed(2), (r.ownPrice / 100).toFixed(2), t(`history.${r.status}`)].map(cell).join(','),
      );
      downloadBlob(`patrol-evidence-${new Date().toISOString().slice(0, 10)}.csv`, new Blob([`\ufeff${[head.map(cell).join(','), ...lines].join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' }));
      setNotice(res.data.truncated ? { type: 'warning', text: t('cases.truncated', { count: res.data.list.length }) } : { type: 'success', text: t('cases.exported', { count: res.data.list.length }) });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, notice };
}
