import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import DownOutlined from '@ant-design/icons/DownOutlined';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChosenPath } from './category-queries';

// The cascader brings antd's select and tree (about 40 KB gzip): it loads when the picker is first used.
const loadCascader = () => import('./category-cascader');
const CategoryCascader = lazy(loadCascader);

/**
 * Category picker: the whole market, a top category, a subcategory or a leaf below it. Shows the chosen path as a
 * button; the first press (or hover, or focus, which start loading it) opens the cascader.
 */
export function CategoryPicker({ value, onChange }: { value: number | undefined; onChange: (typeId: number | undefined) => void }) {
  const { t } = useTranslation('analytics');
  const { names } = useChosenPath(value);
  const [active, setActive] = useState(false);
  const label = value === undefined ? undefined : names.filter(Boolean).join(' / ');
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
