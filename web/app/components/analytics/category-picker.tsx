import { useQuery } from '@tanstack/react-query';
import { Cascader } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadReport } from './contract';

interface Option {
  value: number;
  label: string;
  isLeaf?: boolean;
  children?: Option[];
}

/** The top-level categories in the page's language (shared by the picker and the bound-category links). */
export function useTopCategories() {
  const http = useHttp();
  const lang = useLang();
  const input = { query: { lang } } as const;
  return useQuery({ queryKey: ['analytics', 'categories', lang], queryFn: async () => http.call((await loadReport()).homeCat, input), staleTime: 3_600_000 });
}

/**
 * Category picker: the whole market, a top category, or a level below it (children load when a level
 * opens; a category without children is a leaf). A subcategory's id names its parent (id ÷ 100).
 */
export function CategoryPicker({ value, onChange }: { value: number | undefined; onChange: (typeId: number | undefined) => void }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const top = useTopCategories();
  const rows = top.data?.data ?? [];
  const [loaded, setLoaded] = useState<Record<number, report.HomeCategory[]>>({});
  // Opened on a subcategory: its parent's children are needed to show the chosen path.
  const parent = value !== undefined && rows.length && !rows.some((c) => c.typeId === value) ? Math.floor(value / 100) : undefined;
  const parentInput = { query: { lang, pId: parent } } as const;
  const parentKids = useQuery({
    queryKey: ['analytics', 'categories', lang, parent],
    queryFn: async () => http.call((await loadReport()).homeCat, parentInput),
    enabled: parent !== undefined,
    staleTime: 3_600_000,
  });

  const kidsOf = (id: number): report.HomeCategory[] | undefined => loaded[id] ?? (id === parent ? parentKids.data?.data : undefined);
  const toOption = (c: report.HomeCategory): Option => {
    const kids = kidsOf(c.typeId);
    return { value: c.typeId, label: c.typeName, isLeaf: kids !== undefined && kids.length === 0, children: kids?.length ? kids.map(toOption) : undefined };
  };
  const options = rows.map(toOption);

  const loadData = (path: Option[]) => {
    const target = path[path.length - 1];
    if (!target) return;
    void loadReport()
      .then((r) => http.call(r.homeCat, { query: { lang, pId: target.value } }))
      .then((res) => setLoaded((current) => ({ ...current, [target.value]: res.data ?? [] })));
  };

  const path = value === undefined ? [] : parent === undefined ? [value] : [parent, value];
  return (
    <Cascader
      className="analytics-category"
      data-testid="category-picker"
      options={options}
      loadData={loadData}
      value={path}
      changeOnSelect
      allowClear
      placeholder={t('frame.allCategories')}
      onChange={(next) => onChange(next?.length ? Number(next[next.length - 1]) : undefined)}
      aria-label={t('frame.category')}
    />
  );
}
