import { Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A goods title or search word shown in the member's language (`children` shows `translated`): marked
 * as machine translation, with the Russian original one hover away. Without a translation it is the
 * original alone, as on Russian pages.
 */
export function Translated({ original, translated, children }: { original: string; translated: string | null | undefined; children: ReactElement }) {
  const { t } = useTranslation('analytics');
  if (!translated) return children;
  return (
    <>
      <Tooltip title={<span lang="ru">{t('translated.original', { text: original })}</span>}>{children}</Tooltip>
      <abbr className="analytics-mt" title={t('translated.machine')} data-testid="machine-translation" data-original={original}>
        {t('translated.mark')}
      </abbr>
    </>
  );
}
