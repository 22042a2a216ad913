import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalize } from '../lib/lang';

/**
 * The link every data strip carries to the methodology page in the page's language: how the figures
 * are estimated and how far off they were measured to be. `children` replaces the default words.
 */
export function MethodologyLink({ children, title, className }: { children?: ReactNode; title?: string; className?: string }) {
  const { t } = useTranslation('common');
  const localize = useLocalize();
  return (
    <Link to={localize('/methodology')} className={className} title={title} data-testid="methodology-link">
      {children ?? t('methodology.link')}
    </Link>
  );
}

/** The share of a window's goods-days estimated from observations, when the list says it (null or absent: none came from observations). */
export function observedShareOf(meta: object): number | null {
  return 'observedShare' in meta && typeof meta.observedShare === 'number' ? meta.observedShare : null;
}
