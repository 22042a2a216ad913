import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@marketlens/core/constants';
import { report } from '@marketlens/core/contract';
import { useHttp } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { showMessage } from '../../lib/notifier';
import { useIsLoggedIn } from '../../lib/session';
import { workbenchUrlOf, type SupplementTarget } from './supplement-target';
import { CheckCircleIcon } from '../../components/icons/icons';

interface SupplementDialogProps {
  target: SupplementTarget;
  onClose: () => void;
}

/**
 * The data back-fill dialog: a prompt with the id and the reasons, then, when the request is
 * accepted (code 200), a narrower success view without the close button. Any other code leaves the
 * prompt as it is; an id that turns out to be indexed also opens in the workbench.
 */
export default function SupplementDialog({ target, onClose }: SupplementDialogProps) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const http = useHttp();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const [view, setView] = useState<'prompt' | 'success'>('prompt');
  const [sending, setSending] = useState(false);
  const apply = async () => {
    if (!loggedIn) {
      showMessage('warning', tc('guestGuard'));
      return;
    }
    setSending(true);
    try {
      const res =
        target.type === 'good'
          ? await http.call(report.goodsMakeUp, { query: { goodsId: target.suppleId } }, { verifyCode: false })
          : await http.call(report.mallReceivable, { query: { mallParm: target.suppleId } }, { verifyCode: false });
      if (res.code === 200) setView('success');
      // Already indexed: the goods or shop opens in the workbench; the prompt stays as it is.
      else if (res.code === report.MARKET_CODES.alreadyIndexed) window.open(localize(workbenchUrlOf(target)), '_blank', 'noopener');
    } catch (err) {
      console.warn('back-fill request failed', err);
    } finally {
      setSending(false);
    }
  };
  const success = view === 'success';
  return (
    <Modal
      open
      centered
      width={success ? LIMITS.supplementDialogSuccessWidthPx : LIMITS.supplementDialogWidthPx}
      zIndex={LIMITS.supplementDialogZIndex}
      closable={!success}
      maskClosable={!success}
      onCancel={onClose}
      title={success ? null : t('supplement.title', { kind: t(target.type === 'good' ? 'supplement.kindGood' : 'supplement.kindMall') })}
      footer={
        success ? (
          <Button type="primary" onClick={onClose}>
            {tc('actions.know')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose}>{tc('actions.cancel')}</Button>
            <Button type="primary" loading={sending} onClick={() => void apply()}>
              {t('supplement.apply')}
            </Button>
          </>
        )
      }
    >
      {success ? (
        <div className="supplement-success" data-testid="supplement-success">
          <CheckCircleIcon className="supplement-success-icon" aria-hidden />
          <h3>{t('supplement.successTitle')}</h3>
          <p>{t('supplement.successBody')}</p>
        </div>
      ) : (
        <div className="supplement-prompt" data-testid="supplement-prompt">
          <p className="supplement-id">{t('supplement.id', { id: target.suppleId })}</p>
          <p>{t('supplement.reasonsTitle')}</p>
          <ol>
            <li>{t('supplement.reason1')}</li>
            <li>{t('supplement.reason2')}</li>
            <li>{t('supplement.reason3')}</li>
          </ol>
        </div>
      )}
    </Modal>
  );
}
