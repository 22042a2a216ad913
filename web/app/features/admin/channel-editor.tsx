import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { adminOperations as ops } from '@marketlens/core/contract';
import { useAdminCall } from './api';
import { ImageUpload } from './ops/image-upload';

type Values = Omit<ops.ChannelInput, 'mode'>;
const EMPTY: Values = { urlCode: '', appId: null, channelName: '', channelType: 2, pageIndex: null, logo: '', logoTitle: '', loginLabel: '', link: '', enabled: true };

/**
 * Creates a channel or edits one (urlCode is fixed once created: the links handed out carry it).
 * `urlCode` null: a new channel. Saved edits show on the channel's promote and login pages at once.
 */
export function ChannelEditor({ urlCode, onClose, onSaved }: { urlCode: string | null | undefined; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const open = urlCode !== undefined;
  const creating = urlCode === null;

  useEffect(() => {
    if (!open) return;
    if (creating) {
      form.setFieldsValue(EMPTY);
      return;
    }
    void call(ops.channel, { query: { urlCode } }).then((res) => {
      if (res.code === 200 && res.data) form.setFieldsValue({ ...res.data, channelType: res.data.channelType as Values['channelType'] });
      else void message.error(res.message ?? t('common.loadFailed'));
    });
  }, [open, creating, urlCode, call, form, message, t]);

  const save = async (v: Values) => {
    const body = { ...v, mode: creating ? ('create' as const) : ('update' as const), appId: v.appId?.trim() ? v.appId.trim() : null, pageIndex: v.pageIndex ?? null, logo: v.logo ?? '', link: v.link ?? '', logoTitle: v.logoTitle ?? '', loginLabel: v.loginLabel ?? '' };
    const res = await call(ops.saveChannel, { body });
    if (res.code !== 200) {
      void message.error(res.message ?? t('common.loadFailed'));
      return;
    }
    void message.success(t('common.saved'));
    onSaved();
  };
  const code = { pattern: ops.CODE, max: ops.LIMITS.codeMax, message: t('channels.edit.codeInvalid', { max: ops.LIMITS.codeMax }) };

  return (
    <Modal open={open} title={t(creating ? 'channels.edit.createTitle' : 'channels.edit.title')} onCancel={onClose} onOk={() => form.submit()} okText={t('common.save')} cancelText={t('common.cancel')} destroyOnHidden forceRender>
      <Form form={form} layout="vertical" onFinish={(v) => void save(v)} data-testid="channel-form">
        <Form.Item name="urlCode" label={t('channels.code')} extra={creating ? t('channels.edit.codeHelp') : t('channels.edit.codeFixed')} rules={[{ required: true, message: t('channels.edit.required') }, code]}>
          <Input disabled={!creating} maxLength={ops.LIMITS.codeMax} />
        </Form.Item>
        <Form.Item name="appId" label="appId" extra={t('channels.edit.appIdHelp')} rules={[code]}>
          <Input maxLength={ops.LIMITS.codeMax} />
        </Form.Item>
        <Form.Item name="channelName" label={t('channels.name')} rules={[{ required: true, whitespace: true, message: t('channels.edit.required') }]}>
          <Input maxLength={ops.LIMITS.titleMax} />
        </Form.Item>
        <Form.Item name="channelType" label={t('channels.type')}>
          <Select options={ops.CHANNEL_TYPES.map((v) => ({ value: v, label: t(`channels.types.${v}`) }))} />
        </Form.Item>
        <Form.Item name="pageIndex" label={t('channels.edit.pageIndex')} extra={t('channels.edit.pageIndexHelp')}>
          <InputNumber min={1} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="logo" label={t('channels.edit.logo')}>
          <ImageUpload testId="channel-logo" />
        </Form.Item>
        <Form.Item name="logoTitle" label={t('channels.edit.logoTitle')} extra={t('channels.edit.headerHelp')}>
          <Input maxLength={ops.LIMITS.titleMax} data-testid="channel-logo-title" />
        </Form.Item>
        <Form.Item name="loginLabel" label={t('channels.edit.loginLabel')}>
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item name="link" label={t('channels.edit.link')} rules={[{ pattern: ops.LINK_URL, message: t('channels.edit.linkInvalid') }]}>
          <Input placeholder="/promote/pc" />
        </Form.Item>
        <Form.Item name="enabled" label={t('channels.edit.enabled')} extra={t('channels.edit.enabledHelp')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
