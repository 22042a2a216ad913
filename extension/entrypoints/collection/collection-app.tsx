import { useTranslation } from 'react-i18next';
import { FailureNotice } from '../../components/failure-notice';
import { boxItem, readBox } from '../../lib/collection-box';
import { downloadBlob } from '@marketlens/ui/download';
import type { PricingBasisAnswer } from '../../lib/box-pricing';
import { splitForExport, toCsv } from '../../lib/ozon-export';
import { ratesNote } from '../../lib/rates-note';
import { failureOfError, useAsk } from '../../lib/use-ask';
import { useStorageItem } from '../../lib/use-storage-item';
import { BoxRow } from './box-row';

/** The collection box: every collected product, priced for Ozon and exported for its bulk upload. */
export function CollectionApp() {
  const { t, i18n } = useTranslation('extension');
  const items = useStorageItem(boxItem, readBox);
  // The toolbar on 1688 and the exported files price with this same basis (member's template or standard settings, tables, rate).
  const answer = useAsk<PricingBasisAnswer>({ type: 'pricingBasis' });
  const basis = answer.data?.state === 'ok' ? answer.data.basis : undefined;
  const rates = basis?.rates;
  const stamp = new Date().toISOString().slice(0, 10);
  const split = items && basis ? splitForExport(items, basis) : undefined;
  const canExport = basis !== undefined && (split?.ready.length ?? 0) > 0;

  async function exportXlsx() {
    if (!items || !basis) return;
    // The XLSX writer loads only when asked for, keeping the page light.
    const { toXlsx } = await import('../../lib/ozon-xlsx');
    downloadBlob(`ozon-upload-${stamp}.xlsx`, await toXlsx(items, basis));
  }

  return (
    <main className="ml-page ml-stack">
      <h1>{t('box.title')}</h1>
      {rates && (
        <p className={rates.stale ? 'ml-notice' : 'ml-muted'} data-testid="box-rate">
          {ratesNote(t, rates, i18n.language)}
        </p>
      )}
      {basis && (
        <p className="ml-muted" data-testid="box-basis">
          {basis.templateName === null
            ? t('box.basisStandard', { date: basis.tables.effectiveFrom })
            : t('box.basisTemplate', { name: basis.templateName, date: basis.tables.effectiveFrom })}
        </p>
      )}
      {answer.data?.state === 'refused' && <p className="ml-error">{answer.data.message}</p>}
      {answer.isError && <FailureNotice failure={failureOfError(answer.error)} onRetry={() => void answer.refetch()} />}
      {(answer.isError || answer.data?.state === 'refused') && <p className="ml-muted">{t('box.rateMissing')}</p>}
      {items && items.length === 0 && <p>{t('box.empty')}</p>}
      {items && items.length > 0 && (
        <>
          <div className="ml-row ml-wrap" style={{ alignItems: 'center' }}>
            <span>{t('box.count', { count: items.length })}</span>
            <button
              type="button"
              disabled={!canExport}
              onClick={() => basis && downloadBlob(`ozon-upload-${stamp}.csv`, new Blob([toCsv(items, basis)], { type: 'text/csv;charset=utf-8' }))}
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
                  <th scope="col">{t('box.weight')}</th>
                  <th scope="col">{t('box.margin')}</th>
                  <th scope="col">{t('box.salePrice')}</th>
                  <th scope="col">
                    <span className="ml-visually-hidden">{t('box.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <BoxRow key={item.id} item={item} basis={basis} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </main>
  );
}
