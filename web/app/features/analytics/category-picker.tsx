import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { loadReport } from './contract';

/** The top-level categories in the page's language (shared by the picker and the bound-category links). */
export function useTopCategories() {
  const http = useHttp();
  const lang = useLang();
  const input = { query: { lang } } as const;
  return useQuery({ queryKey: ['analytics', 'categories', lang], queryFn: async () => http.call((await loadReport()).homeCat, input), staleTime: 3_600_000 });
}

/** The top categories and, when `value` is a subcategory, its parent and the parent's children. A subcategory's id names its parent (id ÷ 100). */
export function useChosenPath(value: number | undefined) {
  const http = useHttp();
  const lang = useLang();
  const top = useTopCategories();
  const rows = top.data?.data ?? [];
  const parent = value !== undefined && rows.length && !rows.some((c) => c.typeId === value) ? Math.floor(value / 100) : undefined;
  const parentInput = { query: { lang, pId: parent } } as const;
  const parentKids = useQuery({
    queryKey: ['analytics', 'categories', lang, parent],
    queryFn: async () => http.call((await loadReport()).homeCat, parentInput),
    enabled: parent !== undefined,
    staleTime: 3_600_000,
  });
  return { rows, parent, parentKids };
}

// The cascader brings antd's select and tree (about 40 KB gzip): it loads when the picker is first used.
const loadCascader = () => import('./category-cascader');
const CategoryCascader = lazy(loadCascader);

/**
 * Category picker: the whole market, a top category, or a level below it. Shows the chosen path as a
 * button; the first press (or hover, or focus, which start loading it) opens the cascader.
 */
export function CategoryPicker({ value, onChange }: { value: number | undefined; onChange: (typeId: number | undefined) => void }) {
  const { t } = useTranslation('analytics');
  const { rows, parent, parentKids } = useChosenPath(value);
  const [active, setActive] = useState(false);
  const name = (list: { typeId: number; typeName: string }[] | undefined, id: number | undefined) => list?.find((c) => c.typeId === id)?.typeName;
  const label = value === undefined ? undefined : parent === undefined ? name(rows, value) : [name(rows, parent), name(parentKids.data?.data, value)].filter(Boolean).join(' / ');
  const trigger = (
    <button
      type="button"
      className="analytics-category category-trigger"
      data-testid="category-picker"
      aria-label={t('frame.category')}
      aria-haspopup="listbox"
      onPointerEnter={() => void loadCascader()}
      onFocus={() => void loadCascader()}
      onClick={() => setActive(true)}
    >
      <span className={label ? 'category-trigger-value' : 'category-trigger-placeholder'}>{label || t('frame.allCategories')}</span>
      <DownOutlined aria-hidden className="category-trigger-arrow" />
    </button>
  );
  if (!active) {
    if (value === undefined) return trigger;
    return (
      <span className="category-trigger-wrap">
        {trigger}
        <button type="button" className="category-trigger-clear" aria-label={t('frame.clearCategory')} title={t('frame.clearCategory')} data-testid="category-clear" onClick={() => onChange(undefined)}>
          <CloseCircleFilled aria-hidden />
        </button>
      </span>
    );
  }
  return (
    <Suspense fallback={trigger}>
      <span data-testid="category-picker" className="category-cascader">
        <CategoryCascader value={value} onChange={onChange} onClose={() => setActive(false)} />
      </span>
    </Suspense>
  );
}
