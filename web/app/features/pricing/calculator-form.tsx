import { Checkbox, Form, InputNumber, Select, type FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { CATEGORIES } from '@marketlens/core/constants';
import type { Calculator } from '@marketlens/core/pricing';
import { useLang } from '../../lib/lang';
import { SECTIONS, type Field, type NumberField } from './fields';

/** The inputs of one calculator in sections; every number is checked against the range the contract accepts. */
export function CalculatorForm({ kind, form, initial, onChange }: { kind: Calculator; form: FormInstance; initial: object; onChange: (values: object) => void }) {
  const { t } = useTranslation('pricing');
  return (
    <Form form={form} layout="vertical" initialValues={initial} onValuesChange={(_changed, all: object) => onChange(all)} className="pricing-form" data-testid="pricing-form" requiredMark={false}>
      {SECTIONS[kind].map((section) => (
        <fieldset key={section.key} className="pricing-section">
          <legend>{t(`sections.${section.key}`)}</legend>
          <div className="pricing-grid">
            {section.fields.map((field) => (
              <FieldInput key={field.name} field={field} />
            ))}
          </div>
        </fieldset>
      ))}
    </Form>
  );
}

function FieldInput({ field }: { field: Field }) {
  const { t } = useTranslation('pricing');
  const lang = useLang();
  const label = t(`fields.${field.name}`, { defaultValue: field.name });
  if (field.type === 'category') {
    return (
      <Form.Item name="typeId" label={label} rules={[{ required: true, message: t('errors.required') }]} className="pricing-wide">
        <Select aria-label={label} options={CATEGORIES.map((c) => ({ value: c.id, label: c[lang] }))} />
      </Form.Item>
    );
  }
  if (field.type === 'choice') {
    return (
      <Form.Item name={field.name} label={label}>
        <Select aria-label={label} options={field.options.map((o) => ({ value: o, label: t(`options.${o}`, { defaultValue: o }) }))} />
      </Form.Item>
    );
  }
  if (field.type === 'flag') {
    return (
      <Form.Item name={field.name} valuePropName="checked" className="pricing-flag">
        <Checkbox>{label}</Checkbox>
      </Form.Item>
    );
  }
  return (
    <Form.Item name={field.name} label={label} rules={[{ validator: (_rule, value: unknown) => rangeCheck(field, value, t) }]}>
      <InputNumber aria-label={label} suffix={t(`units.${field.unit}`)} style={{ width: '100%' }} step={field.unit === 'pct' ? 0.5 : 1} keyboard />
    </Form.Item>
  );
}

function rangeCheck(field: NumberField, value: unknown, t: TFunction<'pricing'>): Promise<void> {
  if (value === null || value === undefined || value === '') return field.optional ? Promise.resolve() : Promise.reject(new Error(t('errors.required')));
  const n = Number(value);
  if (!Number.isFinite(n) || n > field.max || (field.above ? n <= field.min : n < field.min)) {
    return Promise.reject(new Error(field.above ? t('errors.above', { min: field.min, max: field.max }) : t('errors.range', { min: field.min, max: field.max })));
  }
  return Promise.resolve();
}
