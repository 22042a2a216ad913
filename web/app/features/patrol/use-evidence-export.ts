import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { patrol } from '@marketlens/core/contract';
import { toCsvText } from '@marketlens/core/format';
import { downloadBlob } from '@marketlens/ui/download';
import { useHttp } from '../../lib/http';
import { loadPatrol } from './contract';

const COLUMNS = ['case', 'goodsId', 'title', 'sellerId', 'seller', 'firstSeen', 'checkedAt', 'price', 'own', 'status'] as const;

/** The evidence as CSV through the code base's one CSV writer: a seller's name such as `=cmd|…` opens as text, never as a formula. */
export function evidenceCsv(rows: readonly patrol.EvidenceRow[], t: TFunction<'patrol'>): string {
  return toCsvText(
    COLUMNS.map((k) => t(`csv.${k}`)),
    rows.map((r) => [r.caseId, r.goodsId, r.title, r.sellerId, r.sellerName, r.firstSeenAt, r.checkedAt, (r.price / 100).toFixed(2), (r.ownPrice / 100).toFixed(2), t(`history.${r.status}`)]),
  );
}

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
      downloadBlob(`patrol-evidence-${new Date().toISOString().slice(0, 10)}.csv`, new Blob([evidenceCsv(res.data.list, t)], { type: 'text/csv;charset=utf-8' }));
      setNotice(res.data.truncated ? { type: 'warning', text: t('cases.truncated', { count: res.data.list.length }) } : { type: 'success', text: t('cases.exported', { count: res.data.list.length }) });
    } finally {
      setBusy(false);
    }
  };
  return { run, busy, notice };
}
