import { useTranslation } from 'react-i18next';
import { createLoginQr, useLoginQr, type Auth, type LoginQr } from '@marketlens/core/auth';
import { QrPanel } from '@marketlens/ui/auth';
import '@marketlens/ui/styles/qr.css';

/**
 * Identity verification by WeChat scan (verifyType qrCode): core's QR code is polled until a phone
 * scans it; a scan by a bound WeChat sends the scene to the identity verification, which the server
 * accepts only when that WeChat is the one bound to the account. A refused scan shows a new code.
 */
export default function IdentityQr({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const qr = useLoginQr(() => {
    const code: LoginQr = createLoginQr({
      http: auth.deps.http,
      onScan: ({ sceneId, bound }) => {
        if (!bound) return;
        void auth.verifyRisk({ verifyType: 'qrCode', sceneId }).then((ok) => {
          if (!ok) code.refresh();
        });
      },
    });
    return code;
  });
  return (
    <QrPanel
      qr={qr}
      testId="identity-qr"
      className="identity-qr"
      hint={t('identity.qrHint')}
      imageAlt={t('identity.qrImage')}
      scannedText={t('identity.qrVerifying')}
      unboundText={t('identity.qrUnbound')}
    />
  );
}
