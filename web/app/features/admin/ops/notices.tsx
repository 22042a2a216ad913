import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RowActions } from './row-actions';
import { App, Button, DatePicker, Form, Input, InputNumber, Modal, Segmented, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useLang } from '../../../lib/lang';
import { useAdminCall } from '../api';
import { useDateTime } from '../format';
import { LANG_OPTIONS } from './windows';

type Lang = ops.LiveNoticeRow['lang'];
type Values = { title: string; speaker: string; summary: string; startTime: Dayjs; minutes: number; linkUrl: string; enabled: boolean };

/** Live notices of one language: the site shows the next one switched on (or the latest), at once. */
export function OpsNotices() {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const when = useDateTime();
  // The operator's own language first.
  const [lang, setLang] = useState<Lang>(useLang());
  const [editing, setEditing] = useState<ops.LiveNoticeRow | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const key = ['admin', 'live-notices', lang];
  const q = useQuery({ queryKey: key, queryFn: () => call(ops.liveNotices, { query: { lang } }) });

  const open = (n: ops.LiveNoticeRow | 'new') => {
    setEditing(n);
    form.setFieldsValue(
      n === 'new'
        ? { title: '', speaker: '', summary: '', startTime: dayjs().add(1, 'day').startOf('hour'), minutes: 60, linkUrl: '', enabled: true }
        : { ...n, startTime: dayjs(n.startTime) },
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
    const body = { ...(editing && editing !== 'new' ? { id: editing.id } : {}), lang, ...v, linkUrl: v.linkUrl ?? '', summary: v.summary ?? '', speaker: v.speaker ?? '', startTime: v.startTime.toISOString() };
    if (await answered(await call(ops.saveLiveNotice, { body }))) setEditing(null);
  };

  return (
    <>
      <p className="admin-lead">{t('settings.noticesLead')}</p>
      <div className="admin-toolbar">
        <Segmented value={lang} onChange={(v) => setLang(v as Lang)} options={[...LANG_OPTIONS]} />
        <Button type="primary" onClick={() => open('new')} data-testid="notice-new">
          {t('settings.newNotice')}
        </Button>
      </div>
      <Table<ops.LiveNoticeRow>
        rowKey="id"
        size="small"
        scroll={{ x: 800 }}
        loading={q.isFetching}
        pagination={false}
        dataSource={q.data?.data ?? []}
        data-testid="notices-table"
        columns={[
          { title: t('settings.title'), dataIndex: 'title' },
          { title: t('settings.speaker'), dataIndex: 'speaker', width: 140 },
          { title: t('settings.startTime'), dataIndex: 'startTime', width: 170, render: (v: string) => when(v) },
          { title: t('settings.minutes'), dataIndex: 'minutes', width: 80, align: 'right' },
          { title: t('settings.link'), dataIndex: 'linkUrl', render: (v: string) => v || t('settings.defaultLink') },
          { title: t('settings.state'), dataIndex: 'enabled', width: 90, render: (v: boolean) => <Tag color={v ? 'green' : 'default'}>{t(v ? 'settings.on' : 'settings.off')}</Tag> },
          {
            title: t('common.actions'),
            key: 'actions',
            width: 150,
            render: (_, r) => <RowActions testId={`notice-edit-${r.id}`} onEdit={() => open(r)} onDelete={async () => answered(await call(ops.deleteLiveNotice, { body: { id: r.id } }))} />,
          },
        ]}
      />
      <Modal open={editing !== null} title={t(editing === 'new' ? 'settings.newNotice' : 'settings.editNotice')} onCancel={() => setEditing(null)} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="notice-form">
          <Form.Item name="title" label={t('settings.title')} rules={[{ required: true, whitespace: true, max: ops.LIMITS.titleMax, message: t('settings.titleRequired', { max: ops.LIMITS.titleMax }) }]}>
            <Input maxLength={ops.LIMITS.titleMax} />
          </Form.Item>
          <Form.Item name="speaker" label={t('settings.speaker')}>
            <Input maxLength={ops.LIMITS.titleMax} />
          </Form.Item>
          <Form.Item name="summary" label={t('settings.summary')}>
            <Input.TextArea maxLength={ops.LIMITS.textMax} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
          <Form.Item name="startTime" label={t('settings.startTime')} rules={[{ required: true, message: t('settings.timeRequired') }]}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="minutes" label={t('settings.minutes')} rules={[{ required: true, type: 'integer', min: 1, max: 600, message: t('settings.minutesRange') }]}>
            <InputNumber min={1} max={600} precision={0} />
          </Form.Item>
          <Form.Item name="linkUrl" label={t('settings.link')} extra={t('settings.noticeLinkHelp')} rules={[{ pattern: ops.LINK_URL, message: t('settings.linkInvalid') }]}>
            <Input placeholder="/business-college/online-courses/1" />
          </Form.Item>
          <Form.Item name="enabled" label={t('settings.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
