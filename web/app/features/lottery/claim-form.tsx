import { Button, Form, Input, Result, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lottery } from '@marketlens/core/contract';
import { formatDate } from '@marketlens/core/format';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { ShippingList } from './shipping';
import { useLottery } from './use-lottery';

interface Fields {
  drawId: number;
  name: string;
  phone: string;
  address: string;
}

/** A field rule from the contract's claim schema, so the form and the server refuse the same input. */
const rule = (field: 'name' | 'phone' | 'address', t: (key: string) => string) => ({
  validator: async (_r: unknown, value: unknown) => {
    const result = lottery.claimSchema.shape[field].safeParse(value ?? '');
    if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? `claim.errors.${field}`));
  },
});

/** The delivery details of a physical prize: which prize, name, phone and address; sent once. */
export function ClaimForm({ drawId }: { drawId: number | undefined }) {
  const { t } = useTranslation('mobile');
  const http = useHttp();
  const localize = useLocalize();
  const state = useLottery();
  const [form] = Form.useForm<Fields>();
  const [rows, setRows] = useState<lottery.Winning[] | null | undefined>(undefined);
  const [error, setError] = useState('');
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const { winnings } = state;
  useEffect(() => {
    void winnings().then(setRows);
  }, [winnings]);
  const open = rows ? rows.filter((w) => w.prize.kind === 'physical' && !w.claimedAt && new Date(w.claimUntil) > new Date()) : rows;
  if (done) return <Result status="success" title={t('claim.done')} subTitle={t('claim.doneText')} extra={<Button href={localize('/m/lottery')}>{t('success.lottery')}</Button>} />;
  if (open === undefined) return <p className="m-hot-note">{t('claim.loading')}</p>;
  if (open === null) return <p className="m-hot-note">{t('lottery.loadFailed')}</p>;
  const shipping = rows ? <ShippingList rows={rows} /> : null;
  if (open.length === 0)
    return (
      <>
        <Result status="info" title={t('claim.none')} extra={<Button href={localize('/m/lottery')}>{t('success.lottery')}</Button>} />
        {shipping}
      </>
    );
  const initial = open.some((w) => w.drawId === drawId) ? drawId : open[0]?.drawId;
  const submit = async (v: Fields) => {
    setSending(true);
    setError('');
    const res = await http.call(lottery.claim, { body: v }, { verifyCode: false }).catch(() => null);
    setSending(false);
    if (res?.code === 200) setDone(true);
    else setError(res?.message || t('claim.failed'));
  };
  return (
    <Form form={form} layout="vertical" requiredMark={false} initialValues={{ drawId: initial }} onFinish={(v) => void submit(v)} data-testid="claim-form">
      <Form.Item name="drawId" label={t('claim.prize')}>
        <Select options={open.map((w) => ({ value: w.drawId, label: `${w.prize.name} · ${t('lottery.claimUntil', { day: formatDate(w.claimUntil) })}` }))} />
      </Form.Item>
      <Form.Item name="name" label={t('claim.name')} rules={[rule('name', t as never)]}>
        <Input size="large" maxLength={lottery.LOTTERY_LIMITS.nameMax} autoComplete="name" />
      </Form.Item>
      <Form.Item name="phone" label={t('claim.phone')} rules={[rule('phone', t as never)]}>
        <Input size="large" inputMode="tel" maxLength={20} autoComplete="tel" />
      </Form.Item>
      <Form.Item name="address" label={t('claim.address')} rules={[rule('address', t as never)]}>
        <Input.TextArea rows={3} maxLength={lottery.LOTTERY_LIMITS.addressMax} autoComplete="street-address" />
      </Form.Item>
      {error ? (
        <p className="m-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={sending}>
        {t('claim.submit')}
      </Button>
      {shipping}
    </Form>
  );
}
export default ClaimForm;
