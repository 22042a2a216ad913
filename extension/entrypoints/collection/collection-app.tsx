import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../../components/failure-notice';
import { boxItem, readBox } from '../../lib/collection-box';
import { download } from '../../lib/download';
import type { Rates } from '../../lib/money';
import { splitForExport, toCsv } from '../../lib/ozon-export';
import { ratesNote } from '../../lib/rates-note';
import { failureOfError, useAsk } from '../../lib/use-ask';
import { useStorageItem } from '../../lib/use-storage-item';
import { BoxRow } from './box-row';

/** The collection box: every collected product, priced for Ozon and exported for its bulk upload. */
export function CollectionApp() {
  const { t, i18n } = useTranslation('extension');
  const items = useStorageItem(boxItem, readBox);
  const rates = useAsk<Rates>({ type: 'rates' });
  const rubPerCny = rates.data?.rubPer.CNY;
  const stamp = new Date().toISOString().slice(0, 10);
  const split = items && rubPerCny !== undefined ? splitForExport(items, rubPerCny) : undefined;
  const canExport = rubPerCny !== undefined && (split?.ready.length ?? 0) > 0;

  async function exportXlsx() {
    if (!items || rubPerCny === undefined) return;
    // The XLSX writer loads only when asked for, keeping the page light.
    const { toXlsx } = await import('../../lib/ozon-xlsx');
    download(`ozon-upload-${stamp}.xlsx`, await toXlsx(items, rubPerCny));
  }

  return (
    <main className="ml-page ml-stack">
      <h1>{t('box.title')}</h1>
      {rates.data && (
        <p className={rates.data.stale ? 'ml-notice' : 'ml-muted'} data-testid="box-rate">
          {ratesNote(t, rates.data, i18n.language)}
        </p>
      )}
      {rates.isError && <FailureNotice failure={failureOfError(rates.error)} onRetry={() => void rates.refetch()} />}
      {rates.isError && <p className="ml-muted">{t('box.rateMissing')}</p>}
      {items && items.length === 0 && <p>{t('box.empty')}</p>}
      {items && items.length > 0 && (
        <>
          <div className="ml-row ml-wrap" style={{ alignItems: 'center' }}>
            <span>{t('box.count', { count: items.length })}</span>
            <button
              type="button"
              disabled={!canExport}
              onClick={() => rubPerCny !== undefined && download(`ozon-upload-${stamp}.csv`, new Blob([toCsv(items, rubPerCny)], { type: 'text/csv;charset=utf-8' }))}
            >
              {t('box.exportCsv')}
            </button>
            <button type="button" className="ml-primary" disabled={!canExport} onClick={() => void exportXlsx()}>
              {t('box.exportXlsx')}
            </button>
          </div>
          {split && split.held.length > 0 && (
            <p className="ml-notice" data-testid="export-held">
              {t('box.held', { count: split.held.length, ready: split.ready.length })}
            </p>
          )}
          <p className="ml-muted">{t('box.exportHint')}</p>
          <div className="ml-scroll">
            <table className="ml-table">
              <thead>
                <tr>
                  <th scope="col">{t('box.columns.image')}</th>
                  <th scope="col">{t('box.columns.goods')}</th>
                  <th scope="col">{t('box.listingTitle')}</th>
                  <th scope="col">{t('box.cost')}</th>
                  <th scope="col">{t('box.logistics')}</th>
                  <th scope="col">{t('box.commission')}</th>
                  <th scope="col">{t('box.margin')}</th>
                  <th scope="col">{t('box.salePrice')}</th>
                  <th scope="col">
                    <span className="ml-visually-hidden">{t('box.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <BoxRow key={item.id} item={item} rubPerCny={rubPerCny} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </main>
  );
}
