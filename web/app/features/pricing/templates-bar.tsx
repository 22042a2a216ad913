import { Button, Checkbox, Form, Input, Modal, Popconfirm, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { pricing } from '@marketlens/core/contract';
import type { Calculator } from '@marketlens/core/pricing';
import { useTemplateActions } from './use-pricing-data';

const NAME_MAX = 40;

interface TemplatesBarProps {
  kind: Calculator;
  templates: readonly pricing.Template[];
  limit: number;
  /** The form's inputs when they are valid, else null (nothing to save). */
  current: pricing.TemplateInputs | null;
  selected: number | undefined;
  onSelect: (template: pricing.Template | undefined) => void;
}

/** The member's saved inputs of this calculator: load, save as new, update, make default, delete. */
export function TemplatesBar({ kind, templates, limit, current, selected, onSelect }: TemplatesBarProps) {
  const { t } = useTranslation('pricing');
  const actions = useTemplateActions();
  const [saving, setSaving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ name: string; isDefault: boolean }>();
  const mine = templates.filter((tpl) => tpl.kind === kind);
  const chosen = mine.find((tpl) => tpl.id === selected);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const saveNew = async () => {
    const values = await form.validateFields();
    if (!current) return;
    await run(async () => {
      const id = await actions.save({ ...current, name: values.name, isDefault: values.isDefault });
      if (id !== null) {
        setSaving(false);
        form.resetFields();
        onSelect({ ...current, id, name: values.name.trim(), isDefault: values.isDefault, updatedAt: new Date().toISOString() });
      }
    });
  };

  return (
    <section className="pricing-templates" aria-label={t('templates.title')} data-testid="pricing-templates">
      <Select
        className="pricing-template-select"
        aria-label={t('templates.choose')}
        placeholder={t('templates.none')}
        allowClear
        value={chosen?.id}
        onChange={(id?: number) => onSelect(mine.find((tpl) => tpl.id === id))}
        options={mine.map((tpl) => ({ value: tpl.id, label: tpl.isDefault ? `${tpl.name} · ${t('templates.default')}` : tpl.name }))}
        notFoundContent={t('templates.empty')}
      />
      <Button type="primary" disabled={!current} onClick={() => setSaving(true)} data-testid="template-save-as">
        {t('templates.saveAs')}
      </Button>
      {chosen ? (
        <>
          <Button disabled={!current || busy} onClick={() => void run(() => actions.save({ ...(current ?? chosen), id: chosen.id, name: chosen.name, isDefault: chosen.isDefault }))}>
            {t('templates.update')}
          </Button>
          {chosen.isDefault ? (
            <Tag color="green" data-testid="template-default">
              {t('templates.default')}
            </Tag>
          ) : (
            <Button disabled={busy} onClick={() => void run(() => actions.setDefault(chosen.id, true))} data-testid="template-make-default">
              {t('templates.makeDefault')}
            </Button>
          )}
          <Popconfirm title={t('templates.confirmDelete', { name: chosen.name })} okText={t('templates.delete')} cancelText={t('templates.cancel')} onConfirm={() => run(async () => (await actions.remove(chosen.id)) && onSelect(undefined))}>
            <Button danger disabled={busy}>
              {t('templates.delete')}
            </Button>
          </Popconfirm>
        </>
      ) : null}
      <span className="pricing-muted">{t('templates.count', { used: templates.length, limit })}</span>
      <Modal open={saving} title={t('templates.saveAs')} okText={t('templates.save')} cancelText={t('templates.cancel')} confirmLoading={busy} onOk={() => void saveNew()} onCancel={() => setSaving(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ name: '', isDefault: templates.length === 0 }} onFinish={() => void saveNew()}>
          <Form.Item name="name" label={t('templates.name')} rules={[{ required: true, whitespace: true, message: t('templates.nameRequired') }, { max: NAME_MAX, message: t('templates.nameTooLong', { max: NAME_MAX }) }]}>
            <Input maxLength={NAME_MAX} autoFocus />
          </Form.Item>
          <Form.Item name="isDefault" valuePropName="checked" extra={t('templates.defaultHelp')}>
            <Checkbox>{t('templates.makeDefault')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </section>
  );
}
