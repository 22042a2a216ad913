import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../../components/failure-notice';
import { boxItem, readBox } from '../../lib/collection-box';
import { download } from '../../lib/download';
import type { Rates } from '../../lib/money';
import { toCsv } from '../../lib/ozon-export';
import { failureOfError, useAsk } from '../../lib/use-ask';
import { useStorageItem } from '../../lib/use-storage-item';
import { BoxRow } from './box-row';

/** The collection box: every collected product, priced for Ozon and exported for its bulk upload. */
export function CollectionApp() {
  const { t } = useTranslation('extension');
  const items = useStorageItem(boxItem, readBox);
  const rates = useAsk<Rates>({ type: 'rates' });
  const rubPerCny = rates.data?.rubPer.CNY;
  const stamp = new Date().toISOString().slice(0, 10);

  async function exportXlsx() {
    if (!items || rubPerCny === undefined) return;
    // The XLSX writer loads only when asked for, keeping the page light.
    const { toXlsx } = await import('../../lib/ozon-xlsx');
    download(`ozon-upload-${stamp}.xlsx`, await toXlsx(items, rubPerCny));
  }

  return (
    <main className="ml-page ml-stack">
      <h1>{t('box.title')}</h1>
      {rates.data && <p className="ml-muted">{t('box.rate', { rate: rates.data.rubPer.CNY.toFixed(4), date: rates.data.asOf })}</p>}
      {rates.isError && <FailureNotice failure={failureOfError(rates.error)} onRetry={() => void rates.refetch()} />}
      {rates.isError && <p className="ml-muted">{t('box.rateMissing')}</p>}
      {items && items.length === 0 && <p>{t('box.empty')}</p>}
      {items && items.length > 0 && (
        <>
          <div className="ml-row" style={{ alignItems: 'center' }}>
            <span>{t('box.count', { count: items.length })}</span>
            <button
              type="button"
              disabled={rubPerCny === undefined}
              onClick={() => rubPerCny !== undefined && download(`ozon-upload-${stamp}.csv`, new Blob([toCsv(items, rubPerCny)], { type: 'text/csv;charset=utf-8' }))}
            >
              {t('box.exportCsv')}
            </button>
            <button type="button" className="ml-primary" disabled={rubPerCny === undefined} onClick={() => void exportXlsx()}>
              {t('box.exportXlsx')}
            </button>
          </div>
          <p className="ml-muted">{t('box.exportHint')}</p>
          <table className="ml-table">
            <tbody>
              {items.map((item) => (
                <BoxRow key={item.id} item={item} rubPerCny={rubPerCny} />
              ))}
            </tbody>
          </table>
        </>
      )}
    </main>
  );
}
