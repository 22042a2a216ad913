import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyAntd } from '../../lib/lazy-antd';
import type { LegalKind } from '../../components/legal/legal-kinds';

const LegalModal = lazyAntd(() => import('../../components/legal/legal-modal').then((m) => m.default));

/** '…the Service Agreement and the Privacy Policy', each opening its full text. */
export function AgreementLinks({ prefix }: { prefix: 'prefix' | 'loginNote' }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState<LegalKind | null>(null);
  return (
    <>
      {t(`agreement.${prefix}`)}{' '}
      <button type="button" className="link-button" onClick={() => setOpen('agreement')}>
        {t('agreement.agreement')}
      </button>{' '}
      {t('agreement.and')}{' '}
      <button type="button" className="link-button" onClick={() => setOpen('privacy')}>
        {t('agreement.privacy')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LegalModal kind={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
