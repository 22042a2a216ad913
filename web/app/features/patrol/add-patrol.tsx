import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Input, Segmented, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATROL_CODES } from '@marketlens/core/constants';
import { formatRub } from '../../components/workbench/numbers';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadPatrol, PATROL_KEYS } from './contract';
import { Panel } from '../../components/panel';

interface Props {
  used: number;
  limit: number;
  everyMinutes: number;
  latestDay: string;
}

/** Starts a patrol: one of the member's goods (picked from their bound shops, or by id or link) or a whole bound shop. */
export function AddPatrol({ used, limit, everyMinutes, latestDay }: Props) {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [kind, setKind] = useState<'goods' | 'shop'>('goods');
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const [target, setTarget] = useState('');
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const [error, setError] = useState<{ text: string; notOwn: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const shops = useQuery({ queryKey: PATROL_KEYS.shops, queryFn: async () => http.call((await loadPatrol()).shops, {}, { verifyCode: false }) });
  const own = useQuery({ queryKey: PATROL_KEYS.ownGoods, queryFn: async () => http.call((await loadPatrol()).ownGoods, {}, { verifyCode: false }) });
  const shopList = shops.data?.data?.list ?? [];
  const goodsList = own.data?.data?.list ?? [];
  const full = used >= limit;
  const every = everyMinutes % 60 === 0 ? t('every.hours', { count: everyMinutes / 60 }) : t('every.minutes', { count: everyMinutes });

  const onAdd = async () => {
    const body = kind === 'shop' ? (shopId ? { kind, shopId } : null) : target.trim() || picked ? { kind, target: target.trim() || String(picked) } : null;
    if (!body) return setError({ text: t('add.required'), notOwn: false });
    setBusy(true);
    setError(null);
    try {
      const res = await http.call((await loadPatrol()).add, { body }, { verifyCode: false });
      if (res.code !== 200) return setError({ text: res.message ?? t('loadFailed'), notOwn: res.code === PATROL_CODES.notOwn });
      setTarget('');
      setPicked(undefined);
      setShopId(undefined);
      void message.success(t('add.added'));
      await client.invalidateQueries({ queryKey: PATROL_KEYS.all });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel className="analytics-card" title={t('add.title')} extra={<Link to={localize('/moreShopAuthorize')}>{t('add.manageShops')}</Link>}>
      <p className="analytics-muted" data-testid="patrol-usage">
        {t('usage', { used, limit, every })}
        {latestDay ? ` · ${t('asOf', { day: latestDay })}` : ''}
      </p>
      <div className="monitor-add patrol-add">
        <Segmented
          value={kind}
          onChange={(v) => {
            setKind(v === 'shop' ? 'shop' : 'goods');
            setError(null);
          }}
          options={[
            { value: 'goods', label: t('add.goods') },
            { value: 'shop', label: t('add.shop') },
          ]}
          data-testid="patrol-kind"
        />
        {kind === 'goods' ? (
          <>
            {goodsList.length ? (
              <label className="monitor-field monitor-field-target">
                <span>{t('add.ownGoods')}</span>
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  allowClear
                  value={picked}
                  onChange={(v: number | undefined) => setPicked(v)}
                  placeholder={t('add.ownGoodsPlaceholder')}
                  options={goodsList.map((g) => ({ value: g.goodsId, label: `${g.title} · ${g.goodsId} · ${formatRub(g.price, lang, 'price')}` }))}
                  disabled={full}
                  data-testid="patrol-own-goods"
                />
              </label>
            ) : null}
            <label className="monitor-field monitor-field-target">
              <span>{t('add.target')}</span>
              <Input value={target} onChange={(e) => setTarget(e.target.value)} placeholder={t('add.targetPlaceholder')} maxLength={300} disabled={full} data-testid="patrol-target" />
            </label>
          </>
        ) : (
          <label className="monitor-field monitor-field-target">
            <span>{t('add.shop')}</span>
            <Select
              value={shopId}
              onChange={(v: number) => setShopId(v)}
              placeholder={t('add.shopPlaceholder')}
              options={shopList.map((s) => ({ value: s.id, label: `${s.name} · ${s.clientId}` }))}
              disabled={full || !shopList.length}
              data-testid="patrol-shop"
            />
          </label>
        )}
        <Button type="primary" onClick={() => void onAdd()} loading={busy} disabled={full} data-testid="patrol-add">
          {t('add.submit')}
        </Button>
      </div>
      {error ? (
        <Alert
          className="patrol-alert"
          type="warning"
          showIcon
          title={error.text}
          action={error.notOwn ? <Link to={localize('/workbench/monitor/product')}>{t('add.toMonitor')}</Link> : undefined}
          data-testid="patrol-add-error"
        />
      ) : null}
      {kind === 'goods' ? (
        <p className="analytics-muted" data-testid="patrol-competitor-note">
          {t('add.competitor')} <Link to={localize('/workbench/monitor/product')}>{t('add.toMonitor')}</Link>
        </p>
      ) : null}
      {full ? <Alert className="patrol-alert" type="info" showIcon title={t('add.limitReached', { limit })} /> : null}
      {shops.data && !shopList.length ? (
        <Alert
          className="patrol-alert"
          type="info"
          showIcon
          title={t('add.noShops')}
          action={<Link to={localize('/moreShopAuthorize')}>{t('add.bindLink')}</Link>}
          data-testid="patrol-no-shops"
        />
      ) : null}
    </Panel>
  );
}
