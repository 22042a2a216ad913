import { Suspense, useEffect, useState } from 'react';
import { createRegistrationPrompt } from '@marketlens/core/auth';
import { useHttp } from '../../lib/http';
import { lazyAntd } from '../../lib/lazy-antd';
import { readIsLogin } from '../../lib/session';

const PromptModal = lazyAntd(() => import('./registration-prompt-modal').then((m) => m.default));

/** A guest's first click 150 s after the page started opens the SMS login/register modal, once a day. */
export function RegistrationPrompt() {
  const http = useHttp();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const prompt = createRegistrationPrompt({
      storage: http.platform.storage,
      clock: http.platform.clock,
      isLoggedIn: readIsLogin,
      open: () => setOpen(true),
    });
    const onClick = () => void prompt.onClick();
    document.addEventListener('click', onClick, { capture: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [http]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromptModal onClose={() => setOpen(false)} />
    </Suspense>
  );
}
