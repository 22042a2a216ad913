import { useQuery } from '@tanstack/react-query';
import { Select, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { workbench } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadWorkbench } from './contract';
import type { ChoiceValues } from './url-state';

/** A select filter: fixed options, or a lookup of the scope's brands or shops by name. */
export interface ChoiceSpec {
  key: string;
  label: string;
  tip?: string;
  options: readonly { value: string; label: string }[] | 'brand' | 'shop';
  /** Sent to the call as a number (listing age, brand and shop ids). */
  numeric?: boolean;
}

/** The URL values each choice accepts. */
export const choiceKeysOf = (choices: readonly ChoiceSpec[]): Record<string, ChoiceValues> =>
  Object.fromEntries(choices.map((c) => [c.key, typeof c.options === 'string' ? 'id' : c.options.map((o) => o.value)]));

/** Brands or shops of the scope whose name holds the text (the scope's best sellers before any text). */
function GroupLookup({ spec, kind, value, typeId, onChange }: { spec: ChoiceSpec; kind: 'brand' | 'shop'; value: string | undefined; typeId: number | undefined; onChange: (v: string | undefined) => void }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const [text, setText] = useState('');
  // The names are asked for once the member opens the select (or a chosen id needs its name), not
  // with the page: its first paint and the server's render do not wait for them.
  const [opened, setOpened] = useState(false);
  const found = useQuery({
    queryKey: ['analytics', 'lookup', kind, typeId, text, lang],
    enabled: opened || value !== undefined || text !== '',
    staleTime: 300_000,
    queryFn: async () => {
      const wb = await loadWorkbench();
      const query: workbench.GroupListQuery = { typeId, lang, pageSize: 20, days: 30, ...(text ? { name: text } : {}) };
      const res = await http.call(kind === 'brand' ? wb.brandList : wb.shopList, { query }, { verifyCode: false });
      return res.data?.list ?? [];
    },
  });
  const options = (found.data ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  // A value from the URL or a saved set that is not among the rows shown keeps its id as its label.
  if (value !== undefined && !options.some((o) => o.value === value)) options.unshift({ value, label: `#${value}` });
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: (v) => setText(v.trim().slice(0, 60)) }}
      allowClear
      className="analytics-choice analytics-choice-wide"
      value={value}
      placeholder={t(kind === 'brand' ? 'filterPanel.findBrand' : 'filterPanel.findShop')}
      aria-label={spec.label}
      notFoundContent={found.isFetching ? undefined : t('filterPanel.noMatch')}
      loading={found.isFetching}
      options={options}
      onOpenChange={(open) => open && setOpened(true)}
      onFocus={() => setOpened(true)}
      data-testid={`choice-${spec.key}`}
      onChange={(v: string | undefined) => onChange(v)}
    />
  );
}

/** The select filters of a list: each choice applies at once and stays in the URL. */
export function ChoiceFilters({ choices, values, typeId, onChange }: {
  choices: readonly ChoiceSpec[];
  values: Record<string, string | undefined>;
  typeId: number | undefined;
  onChange: (change: Record<string, string | undefined>) => void;
}) {
  const { t } = useTranslation('analytics');
  if (!choices.length) return null;
  return (
    <div className="analytics-filters analytics-choices" data-testid="choice-filters">
      {choices.map((c) => (
        <label key={c.key} className="analytics-filter">
          <span className="analytics-filter-label">{c.tip ? <Tooltip title={c.tip}><span className="analytics-tip">{c.label}</span></Tooltip> : c.label}</span>
          {typeof c.options === 'string' ? (
            <GroupLookup spec={c} kind={c.options} value={values[c.key]} typeId={typeId} onChange={(v) => onChange({ [c.key]: v })} />
          ) : (
            <Select
              className="analytics-choice"
              value={values[c.key] ?? ''}
              aria-label={c.label}
              data-testid={`choice-${c.key}`}
              options={[{ value: '', label: t('filterPanel.any') }, ...c.options]}
              onChange={(v: string) => onChange({ [c.key]: v || undefined })}
            />
          )}
        </label>
      ))}
    </div>
  );
}
