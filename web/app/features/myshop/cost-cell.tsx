import { useQueryClient } from '@tanstack/react-query';
import { App, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MYSHOP_COST_MAX } from '@marketlens/core/constants';
import type { myshop } from '@marketlens/core/contract';
import { formatRub } from '../../components/workbench/numbers';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadMyshop, MYSHOP_KEYS } from './api';

const MAX_RUB = MYSHOP_COST_MAX / 100;

/**
 * A SKU's unit cost in roubles, edited in place by the main account: saved when the field is left or
 * Enter is pressed, then the profit of the table and the overview is read again. Emptying it clears
 * the cost. A sub-account sees the figure only.
 */
export function CostCell({ shopId, row, editable }: { shopId: number; row: myshop.SkuRow; editable: boolean }) {
  const { t } = useTranslation('myshop');
  const lang = useLang();
  const http = useHttp();
  const client = useQueryClient();
  const { message } = App.useApp();
  const stored = row.unitCost === null ? null : row.unitCost / 100;
  const [value, setValue] = useState<number | null>(stored);
  const [busy, setBusy] = useState(false);
  if (!editable) return row.unitCost === null ? <span className="analytics-muted">{t('skus.noCost')}</span> : formatRub(row.unitCost, lang, 'price');

  const save = async () => {
    if (value === stored) return;
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > MAX_RUB)) return void message.warning(t('skus.costInvalid'));
    setBusy(true);
    try {
      const unitCost = value === null ? null : Math.round(value * 100);
      const res = await http.call((await loadMyshop()).saveCosts, { body: { shopId, items: [{ sku: row.sku, unitCost }] } }, { verifyCode: false });
      if (res.code !== 200) {
        setValue(stored);
        return void message.warning(res.message ?? t('states.loadFailed'));
      }
      void message.success(unitCost === null ? t('skus.costCleared') : t('skus.costSaved'));
      await client.invalidateQueries({ queryKey: MYSHOP_KEYS.all });
    } catch {
      setValue(stored);
      void message.error(t('states.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <InputNumber<number>
      className="myshop-cost-input"
      size="small"
      min={0}
      max={MAX_RUB}
      precision={2}
      value={value}
      disabled={busy}
      placeholder={t('skus.noCost')}
      suffix="₽"
      aria-label={t('skus.editCost', { name: row.offerId })}
      data-testid="myshop-cost-input"
      onChange={(v) => setValue(typeof v === 'number' ? v : null)}
      onBlur={() => void save()}
      onPressEnter={() => void save()}
    />
  );
}
