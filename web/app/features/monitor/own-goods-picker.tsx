import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { formatRub } from '../../components/workbench/numbers';

const loadPatrol = () => import('@marketlens/core/contract').then((m) => m.patrol);

/** The goods of the member's bound Ozon shops, to monitor one without typing its id; nothing when no shop is bound. */
export function OwnGoodsPicker({ onPick, disabled }: { onPick: (target: string) => void; disabled: boolean }) {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const lang = useLang();
  const q = useQuery({ queryKey: ['patrol', 'own-goods'], queryFn: async () => http.call((await loadPatrol()).ownGoods, {}, { verifyCode: false }) });
  const list = q.data?.data?.list ?? [];
  if (!list.length) return null;
  return (
    <label className="monitor-field monitor-field-target">
      <span>{t('add.ownGoods')}</span>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        onChange={(v: number | undefined) => onPick(v ? String(v) : '')}
        placeholder={t('add.ownGoodsPlaceholder')}
        options={list.map((g) => ({ value: g.goodsId, label: `${g.title} · ${g.goodsId} · ${formatRub(g.price, lang, 'price')}` }))}
        disabled={disabled}
        data-testid="monitor-own-goods"
      />
    </label>
  );
}
