import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CallDef } from '@marketlens/core/contract';
import { useAdminCall } from '../api';

/** Saves through a console call: success message, lists reloaded, the dialog closed; a refusal shows the server's message. */
export function useContentSave<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(def: CallDef<Q, B, R>, onDone: () => void) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const client = useQueryClient();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const save = async (body: z.input<B>) => {
    setBusy(true);
    try {
      const res = (await call(def, { body })) as { code: number; message?: string };
      if (res.code !== 200) return void message.error(res.message ?? t('common.loadFailed'));
      void message.success(t('content.done.saved'));
      await client.invalidateQueries({ queryKey: ['admin', 'content'] });
      onDone();
    } catch {
      void message.error(t('common.loadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { save, busy };
}
