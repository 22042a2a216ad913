import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../components/page-meta';
import { CheckCircleIcon } from '../../components/icons/icons';

const PITCH = ['pitch1', 'pitch2', 'pitch3', 'pitch4'] as const;

/** The frame of the way-in pages: what membership brings on the left, the card on the right. */
export function AuthPage({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="auth-page">
      <PageMeta title={title} description={t('page.metaDescription')} />
      <aside className="auth-pitch">
        <p className="auth-pitch-title">{t('page.pitchTitle')}</p>
        <ul>
          {PITCH.map((k) => (
            <li key={k}>
              <CheckCircleIcon aria-hidden />
              {t(`page.${k}`)}
            </li>
          ))}
        </ul>
      </aside>
      <div className="auth-card">{children}</div>
    </div>
  );
}
