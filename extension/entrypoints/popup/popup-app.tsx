import { useTranslation } from 'react-i18next';

export function PopupApp() {
  const { t } = useTranslation('extension');
  return (
    <main style={{ width: 360, padding: 16, fontFamily: 'system-ui, sans-serif' }}>
      <h1 style={{ fontSize: 18, margin: 0 }}>{t('popup.title')}</h1>
      <p style={{ color: '#555' }}>{t('popup.subtitle')}</p>
    </main>
  );
}
