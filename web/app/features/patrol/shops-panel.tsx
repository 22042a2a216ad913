import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Input, Popconfirm, Skeleton, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { patrol } from '@marketlens/core/contract';
import { ErrorState, RefusedState } from '../../components/workbench/states';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { formatMoment, loadPatrol, PATROL_KEYS } from './contract';
import { Panel } from '../../components/panel';

type BindForm = { clientId: string; apiKey: string; name?: string };

/** The member's own Ozon shops: bind one with Client-Id and API key (verified through the Seller API), read again, remove. */
export function ShopsPanel() {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const localize = useLocalize();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<BindForm>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const q = useQuery({ queryKey: PATROL_KEYS.shops, queryFn: async () => http.call((await loadPatrol()).shops, {}, { verifyCode: false }) });
  const refresh = () => client.invalidateQueries({ queryKey: PATROL_KEYS.all });

  const onBind = async (values: BindForm) => {
    setBusy(true);
    setError(null);
    try {
      const body = { clientId: values.clientId.trim(), apiKey: values.apiKey.trim(), ...(values.name?.trim() ? { name: values.name.trim() } : {}) };
      const res = await http.call((await loadPatrol()).bindShop, { body }, { verifyCode: false });
      if (res.code !== 200 || !res.data) return setError(res.message ?? t('loadFailed'));
      form.resetFields();
      void message.success(t('shops.bound', { count: res.data.goodsCount }));
      await refresh();
    } finally {
      setBusy(false);
    }
  };

  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (q.data.code !== 200 || !q.data.data) return <RefusedState refused={{ code: q.data.code, message: q.data.message ?? '' }} />;
  const data = q.data.data;
  const full = data.limit !== null && data.used >= data.limit;
  return (
    <div className="patrol-layout">
      <Steps orientation="vertical" size="small" current={-1} items={[{ title: t('shops.step1') }, { title: t('shops.step2') }, { title: t('shops.step3') }]} />
      <Panel className="analytics-card" title={data.limit === null ? t('shops.usageUnlimited', { used: data.used }) : t('shops.usage', { used: data.used, limit: data.limit })}>
        <Form form={form} layout="vertical" className="shops-form" onFinish={(v) => void onBind(v)} disabled={full} data-testid="shops-form">
          <Form.Item name="clientId" label={t('shops.clientId')} rules={[{ required: true, pattern: /^\d{1,12}$/, message: t('shops.invalidClientId') }]}>
            <Input placeholder={t('shops.clientIdPlaceholder')} inputMode="numeric" autoComplete="off" data-testid="shops-client-id" />
          </Form.Item>
          <Form.Item name="apiKey" label={t('shops.apiKey')} rules={[{ required: true, pattern: /^[\w-]{8,100}$/, message: t('shops.invalidApiKey') }]}>
            <Input.Password placeholder={t('shops.apiKeyPlaceholder')} autoComplete="off" data-testid="shops-api-key" />
          </Form.Item>
          <Form.Item name="name" label={t('shops.name')}>
            <Input placeholder={t('shops.namePlaceholder')} maxLength={40} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="shops-bind">
            {t('shops.bind')}
          </Button>
        </Form>
        {error ? <Alert className="patrol-alert" type="warning" showIcon title={error} data-testid="shops-error" /> : null}
        {full ? <Alert className="patrol-alert" type="info" showIcon title={t('shops.limitReached', { limit: data.limit ?? 0 })} /> : null}
      </Panel>
      <Panel className="analytics-card" title={t('shops.list')} extra={<Link to={localize('/tools/patrol/')}>{t('shops.toPatrol')}</Link>}>
        {data.list.length ? (
          <ul className="shops-list" data-testid="shops-list">
            {data.list.map((s) => (
              <ShopRow key={s.id} shop={s} onChanged={refresh} />
            ))}
          </ul>
        ) : (
          <p className="analytics-muted">{t('shops.empty')}</p>
        )}
      </Panel>
    </div>
  );
}

function ShopRow({ shop, onChanged }: { shop: patrol.Shop; onChanged: () => Promise<void> }) {
  const { t } = useTranslation('patrol');
  const http = useHttp();
  const lang = useLang();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const act = async (kind: 'syncShop' | 'removeShop') => {
    setBusy(true);
    try {
      const calls = await loadPatrol();
      const body = { body: { id: shop.id } };
      const res = kind === 'syncShop' ? await http.call(calls.syncShop, body, { verifyCode: false }) : await http.call(calls.removeShop, body, { verifyCode: false });
      if (res.code !== 200) return void message.warning(res.message ?? '');
      void message.success(kind === 'syncShop' ? t('shops.synced2') : t('shops.removed'));
      await onChanged();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="shops-item" data-testid="shops-item">
      <div className="shops-item-text">
        <strong>{shop.name}</strong> · {shop.clientId}
        <div className="shops-meta">
          {t('shops.key', { hint: shop.keyHint })} · {t('shops.goods', { count: shop.goodsCount, indexed: shop.indexedCount })} · {t('shops.synced', { time: formatMoment(shop.syncedAt, lang) })}
        </div>
      </div>
      <div className="shops-actions">
        <Button size="small" loading={busy} onClick={() => void act('syncShop')}>
          {t('shops.sync')}
        </Button>
        <Popconfirm title={t('shops.removeConfirm')} onConfirm={() => void act('removeShop')}>
          <Button size="small" danger disabled={busy}>
            {t('shops.remove')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
