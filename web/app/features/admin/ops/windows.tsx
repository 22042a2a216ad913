import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RowActions } from './row-actions';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Segmented, Select, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { ImageUpload } from './image-upload';

type Lang = ops.FrontWindow['lang'];
type Values = { showAddress: 1 | 2 | 3; title: string; imgUrl: string; linkUrl: string; sort: number; period: [Dayjs | null, Dayjs | null] | null; enabled: boolean };
export const LANG_OPTIONS = [
  { value: 'zh', label: '中文' },
  { value: 'en', label: 'English' },
  { value: 'ru', label: 'Русский' },
] as const;

/** Front image windows of one language: where each shows, in which order and period; edits show on the site at once. */
export function OpsWindows() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  // The operator's own language first.
  const [lang, setLang] = useState<Lang>(useLang());
  const [editing, setEditing] = useState<ops.FrontWindow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const key = ['admin', 'front-windows', lang];
  const q = useQuery({ queryKey: key, queryFn: () => call(ops.frontWindows, { query: { lang } }) });

  const open = (w: ops.FrontWindow | 'new') => {
    setEditing(w);
    form.setFieldsValue(
      w === 'new'
        ? { showAddress: 1, title: '', imgUrl: '', linkUrl: '/', sort: 0, period: null, enabled: true }
        : { ...w, showAddress: w.showAddress as 1 | 2 | 3, period: [w.startsAt ? dayjs(w.startsAt) : null, w.endsAt ? dayjs(w.endsAt) : null] },
    );
  };
  const answered = async (res: { code: number; message?: string | undefined }) => {
    if (res.code !== 200) {
      void message.error(res.message ?? t('common.loadFailed'));
      return false;
    }
    void message.success(t('settings.saved'));
    await client.invalidateQueries({ queryKey: key });
    return true;
  };
  const save = async (v: Values) => {
    const body = {
      ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      lang,
      showAddress: v.showAddress,
      title: v.title,
      imgUrl: v.imgUrl ?? '',
      linkUrl: v.linkUrl,
      sort: v.sort,
      startsAt: v.period?.[0]?.toISOString() ?? null,
      endsAt: v.period?.[1]?.toISOString() ?? null,
      enabled: v.enabled,
    };
    if (await answered(await call(ops.saveFrontWindow, { body }))) setEditing(null);
  };
  const period = (r: ops.FrontWindow) => (r.startsAt || r.endsAt ? `${when(r.startsAt)} – ${when(r.endsAt)}` : t('settings.always'));

  return (
    <>
      <p className="admin-lead">{t('settings.windowsLead')}</p>
      <div className="admin-toolbar">
        <Segmented value={lang} onChange={(v) => setLang(v as Lang)} options={[...LANG_OPTIONS]} />
        <Button type="primary" onClick={() => open('new')} data-testid="window-new">
          {t('settings.newWindow')}
        </Button>
      </div>
      <Table<ops.FrontWindow>
        rowKey="id"
        size="small"
        scroll={{ x: 900 }}
        loading={q.isFetching}
        pagination={false}
        dataSource={q.data?.data ?? []}
        data-testid="windows-table"
        columns={[
          { title: t('settings.image'), dataIndex: 'shownImg', width: 130, render: (v: string, r) => <img src={v} alt={r.title} className="admin-window-thumb" /> },
          { title: t('settings.title'), dataIndex: 'title' },
          { title: t('settings.place'), dataIndex: 'showAddress', width: 110, render: (v: number) => t(`settings.places.${v as 1 | 2 | 3}`) },
          { title: t('settings.order'), dataIndex: 'sort', width: 70, align: 'right' },
          { title: t('settings.period'), key: 'period', width: 220, render: (_, r) => period(r) },
          { title: t('settings.state'), key: 'state', width: 100, render: (_, r) => <Tag color={r.live ? 'green' : 'default'}>{t(r.live ? 'settings.shown' : r.enabled ? 'settings.outside' : 'settings.off')}</Tag> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 150,
            render: (_, r) => <RowActions testId={`window-edit-${r.id}`} onEdit={() => open(r)} onDelete={async () => answered(await call(ops.deleteFrontWindow, { body: { id: r.id } }))} />,
          },
        ]}
      />
      <Modal open={editing !== null} title={t(editing === 'new' ? 'settings.newWindow' : 'settings.editWindow')} onCancel={() => setEditing(null)} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="window-form">
          <Form.Item name="title" label={t('settings.title')} rules={[{ required: true, whitespace: true, max: ops.LIMITS.titleMax, message: t('settings.titleRequired', { max: ops.LIMITS.titleMax }) }]}>
            <Input maxLength={ops.LIMITS.titleMax} />
          </Form.Item>
          <Form.Item name="imgUrl" label={t('settings.image')} extra={t('settings.imageHelp')}>
            <ImageUpload testId="window-image" />
          </Form.Item>
          <Form.Item name="linkUrl" label={t('settings.link')} rules={[{ required: true, pattern: ops.LINK_URL, message: t('settings.linkInvalid') }]}>
            <Input placeholder="/pricing" />
          </Form.Item>
          <Form.Item name="showAddress" label={t('settings.place')}>
            <Select options={ops.WINDOW_PLACES.map((p) => ({ value: p, label: t(`settings.places.${p}`) }))} />
          </Form.Item>
          <Form.Item name="sort" label={t('settings.order')} rules={[{ required: true, type: 'integer', min: 0, max: 9999, message: t('settings.orderRange') }]}>
            <InputNumber min={0} max={9999} precision={0} />
          </Form.Item>
          <Form.Item name="period" label={t('settings.period')} extra={t('settings.periodHelp')}>
            <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowEmpty={[true, true]} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
