import { Modal } from 'antd';
import { LIMITS } from '@marketlens/core/constants';
import { LegalText } from './legal-text';
import type { LegalKind } from './legal-kinds';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';

/** The service agreement or the privacy policy in a 720 px modal without a footer. */
export default function LegalModal({ kind, onClose }: { kind: LegalKind; onClose: () => void }) {
  const { t } = useTranslation('legal');
  const { brand } = useRuntimeConfig();
  return (
    <Modal open width={LIMITS.modalWidthPx} footer={null} onCancel={onClose} title={t(`${kind}.title`, { name: brand.name })} centered>
      <div className="legal-scroll">
        <LegalText kind={kind} />
      </div>
    </Modal>
  );
}
