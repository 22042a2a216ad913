import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Pagination, Segmented, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { monitor } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { formatCount, formatRub } from '../analytics/numbers';
import { ErrorState } from '../analytics/states';
import { loadMonitor } from './contract';
import { monitorDetailPath } from './monitor-list';
import { NOTICES_CHANGED } from './notice-bell';
import { Panel } from '../panel';

const PAGE_SIZE = 20;

/** The text of one notification in the reader's language, figures formatted for it. */
function useNoticeText() {
  const { t } = useTranslation('monitor');
  const lang = useLang();
  return (n: monitor.Notification) => {
    const p = n.params;
    const price = n.event === 'priceUp' || n.event === 'priceDown';
    const rank = n.event === 'enterTop' || n.event === 'leaveTop' || n.event === 'position';
    const fmt = (v: string | number | null | undefined) => (typeof v !== 'number' ? '—' : price ? formatRub(v, lang) : rank ? String(v) : formatCount(v, lang));
    const rub = (v: string | number | null | undefined) => (typeof v === 'number' ? formatRub(v, lang) : '—');
    // Lottery prizes carry their name in every language.
    const localName = p[lang === 'en' ? 'nameEn' : lang === 'ru' ? 'nameRu' : 'nameZh'];
    return t(`events.${n.event}`, {
      name: String(p.name ?? localName ?? ''),
      from: fmt(p.from),
      to: fmt(p.to),
      pct: String(p.pct ?? ''),
      n: String(p.n ?? ''),
      count: String(p.count ?? ''),
      seller: String(p.seller ?? ''),
      price: rub(p.price),
      own: rub(p.own),
      note: String(p.note ?? ''),
      carrier: String(p.carrier ?? ''),
      tracking: String(p.tracking ?? ''),
    });
  };
}

/** The notification centre: the member's alerts (all or unread), mark read, and how they are told. */
export function NoticeCenter() {
  return (
    <div className="notice-layout">
      <NoticeList />
      <NoticeSettings />
    </div>
  );
}

function NoticeList() {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const localize = useLocalize();
  const client = useQueryClient();
  const text = useNoticeText();
  const [page, setPage] = useState(1);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const q = useQuery({
    queryKey: ['monitor', 'notices', page, unreadOnly],
    queryFn: async () => http.call((await loadMonitor()).notices, { query: { pageNum: page, pageSize: PAGE_SIZE, ...(unreadOnly ? { unread: '1' as const } : {}) } }, { verifyCode: false }),
    placeholderData: keepPreviousData,
  });
  const mark = async (body: { ids?: number[]; all?: boolean }) => {
    await http.call((await loadMonitor()).markRead, { body }, { verifyCode: false });
    await client.invalidateQueries({ queryKey: ['monitor', 'notices'] });
    window.dispatchEvent(new Event(NOTICES_CHANGED));
  };
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = q.data.code === 200 ? q.data.data : undefined;
  if (!data) return <Alert type="warning" showIcon title={q.data.message ?? ''} />;
  return (
    <Panel
      className="analytics-card"
      title={
        <Space wrap>
          <Segmented
            value={unreadOnly ? 'unread' : 'all'}
            onChange={(v) => {
              setUnreadOnly(v === 'unread');
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('notice.all') },
              { value: 'unread', label: t('notice.unreadOnly') },
            ]}
          />
          <span className="analytics-muted" data-testid="notice-unread">
            {t('notice.unreadCount', { count: data.unread })}
          </span>
        </Space>
      }
      extra={
        <Button size="small" onClick={() => void mark({ all: true })} disabled={!data.unread} data-testid="notice-mark-all">
          {t('notice.markAll')}
        </Button>
      }
    >
      {data.list.length ? (
        <ul className="notice-list" data-testid="notice-list">
          {data.list.map((n) => (
            <li key={n.id} className={n.read ? 'notice-item' : 'notice-item is-unread'} data-testid="notice-item" data-event={n.event} data-read={n.read}>
              <span className="notice-dot" aria-hidden="true" />
              <div className="notice-body">
                <div>{text(n)}</div>
                <div className="notice-meta">{n.day}</div>
              </div>
              <div className="notice-actions">
                {n.kind && n.targetId ? (
                  <Link to={localize(n.event === 'followSeller' ? '/tools/patrol/' : monitorDetailPath(n.kind, n.targetId))} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))}>
                    {t('notice.open')}
                  </Link>
                ) : n.event === 'feedbackAnswered' ? (
                  <Link to={localize('/feedback')} onClick={() => (n.read ? undefined : void mark({ ids: [n.id] }))}>
                    {t('notice.open')}
                  </Link>
                ) : null}
                {n.read ? null : (
                  <Button size="small" type="link" onClick={() => void mark({ ids: [n.id] })} data-testid="notice-mark">
                    {t('notice.markRead')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="monitor-empty" data-testid="notice-empty">
          {t('notice.empty')}
        </p>
      )}
      {data.total > PAGE_SIZE ? <Pagination className="notice-pager" current={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} showSizeChanger={false} size="small" /> : null}
    </Panel>
  );
}

type SettingsForm = { quietFrom: number; quietTo: number; digest: boolean; email: string; webhookUrl: string };

function NoticeSettings() {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const { message } = App.useApp();
  const [form] = Form.useForm<SettingsForm>();
  const [secret, setSecret] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const q = useQuery({
    queryKey: ['monitor', 'settings'],
    queryFn: async () => http.call((await loadMonitor()).settings, {}, { verifyCode: false }),
  });
  if (!q.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const current = q.data.code === 200 ? q.data.data : undefined;
  const onFinish = async (values: SettingsForm) => {
    setSaving(true);
    try {
      const res = await http.call(
        (await loadMonitor()).saveSettings,
        { body: { quietFrom: values.quietFrom ?? 0, quietTo: values.quietTo ?? 0, digest: Boolean(values.digest), email: (values.email ?? '').trim(), webhookUrl: (values.webhookUrl ?? '').trim() } },
        { verifyCode: false },
      );
      if (res.code === 200) {
        setSecret(res.data?.webhookSecret ?? null);
        void message.success(t('settings.saved'));
        await q.refetch();
      } else void message.warning(res.message ?? '');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Panel className="analytics-card notice-settings" title={t('settings.title')} data-testid="notice-settings">
      <Form<SettingsForm> form={form} layout="vertical" initialValues={current} onFinish={(v) => void onFinish(v)}>
        <Form.Item label={t('settings.quiet')} extra={t('settings.quietHint')}>
          <Space>
            <Form.Item name="quietFrom" noStyle rules={[{ type: 'integer', min: 0, max: 23 }]}>
              <InputNumber min={0} max={23} precision={0} aria-label={t('settings.from')} addonBefore={t('settings.from')} />
            </Form.Item>
            <Form.Item name="quietTo" noStyle rules={[{ type: 'integer', min: 0, max: 23 }]}>
              <InputNumber min={0} max={23} precision={0} aria-label={t('settings.to')} addonBefore={t('settings.to')} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item name="digest" valuePropName="checked">
          <Checkbox>{t('settings.digest')}</Checkbox>
        </Form.Item>
        <Form.Item name="email" label={t('settings.email')} rules={[{ type: 'email', max: 120 }]}>
          <Input type="email" maxLength={120} autoComplete="email" />
        </Form.Item>
        <Form.Item name="webhookUrl" label={t('settings.webhook')} extra={t('settings.webhookHint')} rules={[{ type: 'url', max: 300 }]}>
          <Input maxLength={300} placeholder="https://" />
        </Form.Item>
        {current?.webhookSigned && !secret ? <p className="analytics-muted">{t('settings.signed')}</p> : null}
        {secret ? (
          <Alert
            type="success"
            showIcon
            title={t('settings.secret')}
            description={<code className="notice-secret">{secret}</code>}
            data-testid="notice-secret"
          />
        ) : null}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="notice-save">
          {t('settings.save')}
        </Button>
      </Form>
    </Panel>
  );
}
