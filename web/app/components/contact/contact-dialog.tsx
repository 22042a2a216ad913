import { App, Button, Modal, Segmented, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { copyText } from './copy-text';
import { saveQrImage } from './save-qr-image';
import { useServiceContact } from './use-service-contact';
import '../../styles/contact-dialog.css';
import { CopyIcon, DownloadIcon } from '../icons/icons';

/** The customer-service popup: four WeChat QR codes, the advisor, the WeChat ID to copy, saving a code. */
export default function ContactDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { brand } = useRuntimeConfig();
  const { status, qrCodes, nickName } = useServiceContact();
  const [line, setLine] = useState(0);
  const src = qrCodes[line] ?? qrCodes[0] ?? '';
  const save = async () => {
    const result = await saveQrImage(src, `${brand.name}-${line + 1}.png`);
    if (result === 'unsupported') void message.warning(t('download.unsupported'));
    else if (result === 'failed') void message.error(t('contact.saveFailed'));
  };
  const copy = async () => {
    if (await copyText(brand.supportChat)) void message.success(t('copy.success'));
    else void message.warning(t('copy.failed'));
  };
  return (
    <Modal open centered width={420} footer={null} onCancel={onClose} title={t('contact.title')} className="contact-dialog">
      <div className="contact-body" data-testid="contact-dialog">
        <p className="contact-lead">{t('contact.lead')}</p>
        <Segmented
          block
          aria-label={t('contact.lines')}
          value={line}
          onChange={(v) => setLine(Number(v))}
          options={[0, 1, 2, 3].map((i) => ({ value: i, label: t('contact.line', { n: i + 1 }) }))}
        />
        <div className="contact-qr" aria-busy={status === 'loading'}>
          {status === 'loading' ? <Spin aria-label={t('contact.loading')} /> : null}
          {status === 'failed' ? <p role="alert">{t('contact.loadFailed')}</p> : null}
          {status === 'ready' && src ? <img src={src} width={200} height={200} alt={t('contact.qrAlt', { n: line + 1 })} data-testid="contact-qr" /> : null}
        </div>
        {nickName ? <p className="contact-advisor">{t('contact.advisor', { name: nickName })}</p> : null}
        <div className="contact-handle">
          <span>
            {t('contact.handle')}
            <strong data-testid="contact-handle">{brand.supportChat}</strong>
          </span>
          <Button size="small" icon={<CopyIcon />} onClick={() => void copy()}>
            {t('contact.copyHandle')}
          </Button>
        </div>
        <Button type="primary" block icon={<DownloadIcon />} disabled={status !== 'ready'} onClick={() => void save()}>
          {t('actions.save')}
        </Button>
      </div>
    </Modal>
  );
}
