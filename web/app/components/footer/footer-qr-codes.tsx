import { useTranslation } from 'react-i18next';
import type { Lang } from '@marketlens/core/i18n';

/** The footer's QR codes, drawn by the qr resource route from the configured site origin. */
const QR_BY_LANG: Readonly<Record<Lang, readonly QrKind[]>> = {
  zh: ['channel', 'official', 'miniProgram'],
  en: ['channel', 'official'],
  // Russian sellers reach the service through the mini-program, so that code is the one shown.
  ru: ['miniProgram'],
};
type QrKind = 'channel' | 'official' | 'miniProgram';

export function FooterQrCodes({ lang }: { lang: Lang }) {
  const { t } = useTranslation('layout');
  return (
    <div className="footer-qr-codes" data-testid="footer-qr-codes">
      {QR_BY_LANG[lang].map((kind) => (
        <figure key={kind}>
          <img src={`/qr/${kind}.svg`} width={96} height={96} alt={t(`footer.qr.${kind}`)} loading="lazy" />
          <figcaption>{t(`footer.qr.${kind}`)}</figcaption>
        </figure>
      ))}
    </div>
  );
}
