import { Button, Form, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { pricing, rates as ratesContract } from '@marketlens/core/contract';
import { CROSS_BORDER_DEFAULTS, LOCAL_DEFAULTS, crossBorderInputSchema, localInputSchema, solveCrossBorder, solveLocal, type Calculator } from '@marketlens/core/pricing';
import { MemberGate } from '../../components/workbench/analytics-page';
import { PageMeta } from '../../components/page-meta';
import { AntdScope } from '../../lib/antd-scope';
import { useLocalize } from '../../lib/lang';
import { QueryScope } from '../../lib/query-scope';
import { CalculatorForm } from './calculator-form';
import { CrossBorderResults, LocalResults } from './results';
import { TemplatesBar } from './templates-bar';
import { usePricingData } from './use-pricing-data';

/** `/tools/` is the cross-border calculator, `/tools/?toolType=1` the local one (spec §2). */
export function calculatorOf(toolType: string | null): Calculator {
  return toolType === '1' ? 'local' : 'crossBorder';
}

const TAB_URL: Readonly<Record<Calculator, string>> = Object.freeze({ crossBorder: '/tools/', local: '/tools/?toolType=1' });

/** The pricing tools page: both calculators behind tabs, for members; a guest sees the guest warning. */
export function PricingPage() {
  const { t } = useTranslation('pricing');
  const localize = useLocalize();
  const [params] = useSearchParams();
  const kind = calculatorOf(params.get('toolType'));
  return (
    <QueryScope>
      <AntdScope>
        <div className="container pricing" data-testid={`pricing-${kind}`}>
          <PageMeta title={t(`pages.${kind}.title`)} description={t(`pages.${kind}.description`)} />
          <header className="pricing-head">
            <h1 className="pricing-title">{t(`pages.${kind}.title`)}</h1>
            <p className="pricing-lead">{t(`pages.${kind}.description`)}</p>
          </header>
          <nav className="pricing-tabs" aria-label={t('tabs.label')}>
            {(['crossBorder', 'local'] as const).map((k) => (
              <Link key={k} to={localize(TAB_URL[k])} className={k === kind ? 'pricing-tab is-active' : 'pricing-tab'} aria-current={k === kind ? 'page' : undefined}>
                {t(`pages.${k}.tab`)}
              </Link>
            ))}
          </nav>
          <MemberGate>
            <CalculatorView key={kind} kind={kind} />
          </MemberGate>
        </div>
      </AntdScope>
    </QueryScope>
  );
}

function CalculatorView({ kind }: { kind: Calculator }) {
  const { t } = useTranslation('pricing');
  const { tables, rates, templates } = usePricingData();
  if (tables.isError || rates.isError || templates.isError) {
    return (
      <Result
        status="error"
        title={t('loadFailed')}
        extra={
          <Button onClick={() => void Promise.all([tables.refetch(), rates.refetch(), templates.refetch()])}>
            {t('retry')}
          </Button>
        }
      />
    );
  }
  if (!tables.data || !rates.data || !templates.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Calculation kind={kind} tables={tables.data} rates={rates.data} templates={templates.data.list} limit={templates.data.limit} />;
}

interface CalculationProps {
  kind: Calculator;
  tables: pricing.TablesAnswer;
  rates: ratesContract.Rates;
  templates: readonly pricing.Template[];
  limit: number;
}

function Calculation({ kind, tables, rates, templates, limit }: CalculationProps) {
  const [form] = Form.useForm();
  // A member's default template of this calculator is where a new calculation starts.
  const start = templates.find((tpl) => tpl.kind === kind && tpl.isDefault);
  const [selected, setSelected] = useState<number | undefined>(start?.id);
  const [values, setValues] = useState<object>(start?.inputs ?? (kind === 'local' ? { ...LOCAL_DEFAULTS, acquiringPct: tables.local.acquiringPercent } : CROSS_BORDER_DEFAULTS));
  const rate = rates.rates.CNY ?? 0;

  const parsed = useMemo(() => {
    if (kind === 'local') {
      const r = localInputSchema.safeParse(values);
      return r.success ? ({ kind: 'local', inputs: r.data } as const) : null;
    }
    const r = crossBorderInputSchema.safeParse(values);
    return r.success ? ({ kind: 'crossBorder', inputs: r.data } as const) : null;
  }, [kind, values]);

  const results = useMemo(() => {
    if (parsed?.kind === 'local') return { local: solveLocal(parsed.inputs, tables.local) };
    if (parsed?.kind === 'crossBorder' && rate > 0) return { crossBorder: solveCrossBorder(parsed.inputs, tables.crossBorder, rate) };
    return {};
  }, [parsed, tables, rate]);

  const choose = (tpl: pricing.Template | undefined) => {
    setSelected(tpl?.id);
    if (tpl && tpl.kind === kind) {
      form.setFieldsValue(tpl.inputs);
      setValues(tpl.inputs);
    }
  };

  return (
    <>
      <TemplatesBar kind={kind} templates={templates} limit={limit} current={parsed} selected={selected} onSelect={choose} />
      <div className="pricing-layout">
        <CalculatorForm kind={kind} form={form} initial={values} onChange={setValues} />
        <aside className="pricing-aside" aria-live="polite">
          {kind === 'local' ? (
            <LocalResults result={results.local ?? null} input={parsed?.kind === 'local' ? parsed.inputs : null} tables={tables} />
          ) : (
            <CrossBorderResults result={results.crossBorder ?? null} input={parsed?.kind === 'crossBorder' ? parsed.inputs : null} tables={tables} rate={rates} />
          )}
        </aside>
      </div>
    </>
  );
}
