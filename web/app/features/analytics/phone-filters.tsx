import { Button } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The goods filters on a phone: folded behind one button (saying how many are in use) so the list
 * is on the first screen; from tablet width up the panels always show and the button is hidden.
 */
export function PhoneFilters({ active, empty, children }: { active: number; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation('analytics');
  const [open, setOpen] = useState(false);
  if (empty) return null;
  return (
    <>
      <Button className="analytics-filter-toggle" onClick={() => setOpen(!open)} aria-expanded={open} data-testid="filters-toggle">
        {open ? t('filterPanel.less') : t('filterPanel.more')}
        {active > 0 ? ` (${active})` : ''}
      </Button>
      <div className="analytics-filter-panels" data-open={open} data-testid="filter-panels">
        {children}
      </div>
    </>
  );
}
