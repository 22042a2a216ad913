import { Button, Input, Space, Tooltip } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseAmount } from '@marketlens/core/format';
import type { Lang } from '@marketlens/core/i18n';

/** A min/max filter; the URL and the inputs hold page units (roubles), the call `scale` times them (kopecks). */
export interface FilterSpec {
  label: string;
  /** What the filter counts, shown on its label. */
  tip?: string;
  min: string;
  max: string;
  /** Multiplier from the inputs' units to the call's (100 for a price in roubles sent in kopecks). */
  scale?: number;
}

type Values = Record<string, number | undefined>;
type Problem = 'notNumber' | 'negative' | 'minAboveMax';

/** Reads one bound as the member wrote it ("1 299", "1,299", full-width digits); empty is no bound. */
function readBound(text: string, lang: Lang): { value: number | undefined } | { problem: Problem } {
  if (!text.trim()) return { value: undefined };
  const read = parseAmount(text, lang);
  if (read.ok) return { value: read.value };
  return { problem: read.reason === 'negative' ? 'negative' : 'notNumber' };
}

/**
 * Reads the filter inputs: each bound a number or empty, the minimum not above the maximum. Any
 * problem refuses the whole form, naming the field at fault; nothing is applied.
 */
export function readFilters(filters: readonly FilterSpec[], texts: Record<string, string>, lang: Lang): { values: Values; problems: Record<string, Problem> } {
  const values: Values = {};
  const problems: Record<string, Problem> = {};
  for (const f of filters) {
    for (const key of [f.min, f.max]) {
      const read = readBound(texts[key] ?? '', lang);
      if ('problem' in read) problems[key] = read.problem;
      else values[key] = read.value;
    }
    const [low, high] = [values[f.min], values[f.max]];
    if (low !== undefined && high !== undefined && low > high) problems[f.min] = 'minAboveMax';
  }
  return { values, problems };
}

const textOf = (v: number | undefined) => (v === undefined ? '' : String(v));

/** The min/max filters of a list: a number or nothing in each box, said at once when a box holds something else. */
export function FilterBar({ filters, values, lang, onApply }: { filters: readonly FilterSpec[]; values: Values; lang: Lang; onApply: (v: Values) => void }) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, textOf(v)])));
  const [problems, setProblems] = useState<Record<string, Problem>>({});
  if (!filters.length) return null;
  const cleared = Object.fromEntries(Object.keys(values).map((k) => [k, undefined]));
  const edit = (key: string, text: string) => {
    setTexts((d) => ({ ...d, [key]: text }));
    setProblems((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== key)));
  };
  const input = (f: FilterSpec, key: string, bound: 'min' | 'max') => (
    <Input
      value={texts[key] ?? ''}
      inputMode="decimal"
      placeholder={t(`frame.${bound}`)}
      aria-label={`${f.label} ${t(`frame.${bound}`)}`}
      aria-invalid={problems[key] ? true : undefined}
      aria-describedby={problems[key] ? `${id}-${key}` : undefined}
      status={problems[key] ? 'error' : undefined}
      data-testid={`filter-${key}`}
      onChange={(e) => edit(key, e.target.value)}
      onBlur={() => {
        const read = readBound(texts[key] ?? '', lang);
        if ('problem' in read) setProblems((p) => ({ ...p, [key]: read.problem }));
      }}
    />
  );
  return (
    <form
      className="analytics-filters"
      data-testid="filters"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const read = readFilters(filters, texts, lang);
        setProblems(read.problems);
        if (!Object.keys(read.problems).length) onApply(read.values);
      }}
    >
      {filters.map((f) => {
        const shown = [f.min, f.max].find((k) => problems[k]);
        return (
          <fieldset key={f.min} className="analytics-filter">
            <legend>{f.tip ? <Tooltip title={f.tip}><span className="analytics-tip">{f.label}</span></Tooltip> : f.label}</legend>
            <Space.Compact>
              {input(f, f.min, 'min')}
              {input(f, f.max, 'max')}
            </Space.Compact>
            {shown ? (
              <p className="analytics-filter-error" role="alert" id={`${id}-${shown}`} data-testid={`filter-error-${f.min}`}>
                {t(`frame.filterProblems.${problems[shown] ?? 'notNumber'}`)}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      <Space className="analytics-filter-actions">
        <Button type="primary" htmlType="submit" data-testid="filters-apply">
          {t('frame.apply')}
        </Button>
        <Button onClick={() => onApply(cleared)}>{t('frame.reset')}</Button>
      </Space>
    </form>
  );
}
