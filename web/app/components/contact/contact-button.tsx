import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactServiceClick } from '@marketlens/core/analytics';
import { webAnalytics } from '../../lib/analytics';
import { lazyAntd } from '../../lib/lazy-antd';
import { CustomerServiceIcon } from '../icons/icons';

// The popup and its antd parts load on the first click, never with the page.
const ContactDialog = lazyAntd(() => import('./contact-dialog').then((m) => m.default));

interface ContactButtonProps {
  className?: string;
  /** Text of the button; the header and the footer word it differently. */
  label?: string;
  /** Draws the headset icon before the text. */
  icon?: boolean;
  /** Runs before the popup opens (the phone menu closes itself). */
  onOpen?: () => void;
}

/** A 'contact customer service' action: reports FunctionButtonClick and opens the contact popup. */
export function ContactButton({ className, label, icon = false, onOpen }: ContactButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const click = () => {
    webAnalytics.track(...contactServiceClick());
    onOpen?.();
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={className} onClick={click} aria-haspopup="dialog" data-testid="contact-open">
        {icon ? <CustomerServiceIcon aria-hidden /> : null}
        <span className="contact-label">{label ?? t('contact.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
