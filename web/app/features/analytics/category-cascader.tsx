import { Cascader } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { report } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLang } from '../../lib/lang';
import { useChosenPath } from './category-queries';
import { loadReport } from './contract';

interface Option {
  value: number;
  label: string;
  isLeaf?: boolean;
  children?: Option[];
}

/**
 * The category cascader behind the picker, open from its first render (the picker mounts it on the
 * first press): the whole market, a top category, a subcategory or a leaf (three levels; children load
 * when a level opens; a category without children is a leaf).
 */
export default function CategoryCascader({ value, onChange, onClose }: { value: number | undefined; onChange: (typeId: number | undefined) => void; onClose: () => void }) {
  const { t } = useTranslation('analytics');
  const http = useHttp();
  const lang = useLang();
  const { rows, ancestors, kidsOf: pathKids } = useChosenPath(value);
  const [loaded, setLoaded] = useState<Record<number, report.HomeCategory[]>>({});
  const [open, setOpen] = useState(true);

  const kidsOf = (id: number): report.HomeCategory[] | undefined => loaded[id] ?? pathKids(id);
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

  const path = value === undefined ? [] : [...ancestors, value];
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
      open={open}
      autoFocus
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onClose();
      }}
    />
  );
}
