import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Translation } from '../../lib/api';
import { removeBoxItems, updateBoxItem, type BoxItem } from '../../lib/collection-box';
import { priceForOzon } from '../../lib/pricing';
import { askOrThrow, failureOfError } from '../../lib/use-ask';
import { FailureNotice } from '../../components/failure-notice';

type NumberField = 'costCny' | 'logisticsCny' | 'commissionPct' | 'marginPct';

/** One collected product: editable listing fields and its price by the pricing formula. */
export function BoxRow({ item, rubPerCny }: { item: BoxItem; rubPerCny: number | undefined }) {
  const { t } = useTranslation('extension');
  const translate = useMutation({
    mutationFn: () => askOrThrow<Translation>({ type: 'translate', text: item.title, to: 'ru' }),
    onSuccess: (result) => void updateBoxItem(item.id, { listingTitle: result.text }),
  });
  const pricing = rubPerCny === undefined ? undefined : priceForOzon({ ...item, rubPerCny });
  const number = (field: NumberField, label: string) => (
    <label className="ml-field">
      <span>{label}</span>
      <input
        type="number"
        min={0}
        step="0.01"
        defaultValue={item[field]}
        onBlur={(e) => {
          const value = Number.parseFloat(e.target.value);
          if (Number.isFinite(value) && value >= 0) void updateBoxItem(item.id, { [field]: value });
        }}
      />
    </label>
  );
  return (
    <tr data-testid="box-row">
      <td>{item.images[0] && <img className="ml-thumb" src={item.images[0]} alt="" />}</td>
      <td className="ml-stack">
        <label className="ml-field">
          <span>{t('box.offerId')}</span>
          <input defaultValue={item.offerId} maxLength={50} onBlur={(e) => void updateBoxItem(item.id, { offerId: e.target.value.trim() })} />
        </label>
        <a href={item.sourceUrl} target="_blank" rel="noreferrer">
          {t('box.source')}: {item.source}
        </a>
        <span className="ml-muted">
          {t('box.images', { count: item.images.length })} · {t('box.attributes', { count: item.attributes.length })}
        </span>
      </td>
      <td className="ml-stack" style={{ minWidth: 320 }}>
        <label className="ml-field">
          <span>{t('box.listingTitle')}</span>
          <input key={item.listingTitle} defaultValue={item.listingTitle} maxLength={500} onBlur={(e) => void updateBoxItem(item.id, { listingTitle: e.target.value })} />
        </label>
        <span className="ml-muted">
          {t('box.originalTitle')}: {item.title}
        </span>
        <span className="ml-row">
          <button type="button" onClick={() => translate.mutate()} disabled={translate.isPending}>
            {translate.isPending ? t('translate.working') : t('box.translateTitle')}
          </button>
          {translate.data?.glossary && <span className="ml-notice">{t('translate.glossary')}</span>}
        </span>
        {translate.isError && <FailureNotice failure={failureOfError(translate.error)} onRetry={() => translate.mutate()} />}
      </td>
      <td>{number('costCny', t('box.cost'))}</td>
      <td>{number('logisticsCny', t('box.logistics'))}</td>
      <td>{number('commissionPct', t('box.commission'))}</td>
      <td>{number('marginPct', t('box.margin'))}</td>
      <td data-testid="sale-price">
        {pricing?.ok && (
          <>
            <strong>{pricing.priceRub}</strong>
            <div className="ml-muted">{t('box.profit', { value: Math.round(pricing.profitRub) })}</div>
          </>
        )}
        {pricing && !pricing.ok && <span className="ml-error">{t('box.sharesError')}</span>}
      </td>
      <td>
        <button type="button" onClick={() => void removeBoxItems([item.id])}>
          {t('box.remove')}
        </button>
      </td>
    </tr>
  );
}
