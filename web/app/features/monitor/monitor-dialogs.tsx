import { Alert, App, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_TAG_LENGTH, MAX_TAGS, type MonitorKind } from '@marketlens/core/constants';
import type { monitor } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { loadMonitor } from './contract';
import { RULE_KEYS, tagsOf } from './monitor-rules';

type Row = monitor.MonitorRow;
type Rules = monitor.MonitorRules;

/** The alert rules of one monitored item. */
export function RulesDialog({ kind, row, onClose, onSaved }: { kind: MonitorKind; row: Row; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const { message } = App.useApp();
  const [form] = Form.useForm<Rules>();
  const [saving, setSaving] = useState(false);
  const label = (k: keyof Rules) => (kind === 'keyword' && k === 'salesUp' ? t('rules.heatUp') : kind === 'keyword' && k === 'salesDown' ? t('rules.heatDown') : t(`rules.${k}`));
  const onOk = async () => {
    const values = await form.validateFields();
    const rules: Rules = {};
    for (const k of RULE_KEYS[kind]) {
      const v = values[k];
      if (k === 'outOfStock' || k === 'newSeller') {
        if (v) rules[k] = true;
      } else if (typeof v === 'number') (rules as Record<string, number>)[k] = v;
    }
    setSaving(true);
    try {
      const res = await http.call((await loadMonitor()).update, { body: { id: row.id, rules } }, { verifyCode: false });
      if (res.code === 200) {
        void message.success(t('rules.saved'));
        await onSaved();
        onClose();
      } else void message.warning(res.message ?? '');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={`${t('rules.title')} · ${row.name}`} onCancel={onClose} onOk={() => void onOk()} okText={t('rules.save')} confirmLoading={saving} destroyOnHidden>
      <Form form={form} layout="horizontal" labelCol={{ span: 12 }} initialValues={row.rules} data-testid="monitor-rules-form">
        {RULE_KEYS[kind].map((k) =>
          k === 'outOfStock' || k === 'newSeller' ? (
            <Form.Item key={k} name={k} label={label(k)} valuePropName="checked">
              <Switch data-testid={`rule-${k}`} />
            </Form.Item>
          ) : (
            <Form.Item key={k} name={k} label={label(k)}>
              <InputNumber min={1} max={1000} precision={0} placeholder={t('rules.off')} data-testid={`rule-${k}`} />
            </Form.Item>
          ),
        )}
      </Form>
    </Modal>
  );
}

/** The tags of one monitored item. */
export function TagsDialog({ row, onClose, onSaved }: { row: Row; onClose: () => void; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('monitor');
  const http = useHttp();
  const { message } = App.useApp();
  const [text, setText] = useState(row.tags.join(', '));
  const [error, setError] = useState<string | null>(null);
  const onOk = async () => {
    const tags = tagsOf(text);
    if (tags.length > MAX_TAGS || tags.some((x) => x.length > MAX_TAG_LENGTH)) return setError(t('add.tags'));
    const res = await http.call((await loadMonitor()).update, { body: { id: row.id, tags } }, { verifyCode: false });
    if (res.code !== 200) return setError(res.message ?? '');
    void message.success(t('rules.saved'));
    await onSaved();
    onClose();
  };
  return (
    <Modal open title={`${t('actions.tags')} · ${row.name}`} onCancel={onClose} onOk={() => void onOk()} okText={t('actions.saveTags')} destroyOnHidden>
      <p className="analytics-muted">{t('add.tags')}</p>
      <Input value={text} onChange={(e) => setText(e.target.value)} maxLength={120} />
      {error ? <Alert type="warning" showIcon title={error} className="monitor-dialog-error" /> : null}
    </Modal>
  );
}
