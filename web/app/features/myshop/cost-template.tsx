import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Radio, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRub } from '../../components/workbench/numbers';
import { useHttp } from '../../lib/http';
import { useLang, useLocalize } from '../../lib/lang';
import { loadMyshop, MYSHOP_KEYS } from './api';

const loadPricing = () => import('@marketlens/core/contract').then((m) => m.pricing);

/**
 * Unit costs from one of the member's pricing templates (its goods cost and the costs before Ozon,
 * in roubles at today's rate): for the SKUs without a cost, or for every SKU of the shop.
 */
export function CostTemplate({ shopId }: { shopId: number }) {
  const { t } = useTranslation('myshop');
  const http = useHttp();
  const lang = useLang();
  const localize = useLocalize();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState<number | undefined>();
  const [scope, setScope] = useState<'missing' | 'all'>('missing');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const templates = useQuery({
    queryKey: MYSHOP_KEYS.templates,
    enabled: open,
    queryFn: async () => http.call((await loadPricing()).templateList, undefined, { verifyCode: false }),
  });
  const list = templates.data?.code === 200 ? templates.data.data.list : [];
  const chosen = templateId ?? list[0]?.id;

  const submit = async () => {
    if (chosen === undefined) return;
    setBusy(true);
    setProblem(null);
    try {
      const calls = await loadMyshop();
      let skus: number[] | undefined;
      if (scope === 'all') {
        const all = await http.call(calls.costs, { query: { shopId } }, { verifyCode: false });
        if (all.code !== 200 || !all.data) return setProblem(all.message ?? t('states.loadFailed'));
        skus = all.data.list.map((r) => r.sku);
        if (!skus.length) return setProblem(t('skus.empty'));
      }
      const res = await http.call(calls.costsFromTemplate, { body: { shopId, templateId: chosen, ...(skus ? { skus } : {}) } }, { verifyCode: false });
      if (res.code !== 200 || !res.data) return setProblem(res.message ?? t('states.loadFailed'));
      void message.success(`${t('template.applied', { count: res.data.saved })} · ${formatRub(res.data.unitCost, lang, 'price')}`);
      setOpen(false);
      await client.invalidateQueries({ queryKey: MYSHOP_KEYS.all });
    } catch {
      setProblem(t('states.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (!templates.data) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!list.length)
    body = (
      <p>
        {t('template.none')} <Link to={localize('/tools/')}>{t('template.toPricing')}</Link>
      </p>
    );
  else
    body = (
      <div className="myshop-template-form">
        <label className="monitor-field">
          <span>{t('template.template')}</span>
          <Select value={chosen} onChange={(v: number) => setTemplateId(v)} options={list.map((tpl) => ({ value: tpl.id, label: tpl.name }))} data-testid="myshop-template-select" />
        </label>
        <Radio.Group value={scope} onChange={(e) => setScope(e.target.value === 'all' ? 'all' : 'missing')} className="myshop-template-scope" aria-label={t('template.scope')}>
          <Radio value="missing">{t('template.scopeMissing')}</Radio>
          <Radio value="all">{t('template.scopeAll')}</Radio>
        </Radio.Group>
      </div>
    );

  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="myshop-template-open">
        {t('skus.fromTemplate')}
      </Button>
      <Modal
        open={open}
        title={t('template.title')}
        okText={t('template.submit')}
        cancelText={t('import.cancel')}
        okButtonProps={{ disabled: chosen === undefined }}
        confirmLoading={busy}
        onOk={() => void submit()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <p className="analytics-muted">{t('template.lead')}</p>
        {body}
        {problem ? <Alert className="myshop-import-errors" type="warning" showIcon title={problem} /> : null}
      </Modal>
    </>
  );
}
