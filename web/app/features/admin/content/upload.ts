import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { RuntimeConfig } from '@marketlens/core/config';
import { adminContent } from '@marketlens/core/contract';
import { HEADERS } from '@marketlens/core/http';
import { computeRiskToken } from '@marketlens/core/security';

export type UploadedImage = { url: string; name: string };

/**
 * Sends an image to the console's upload path with the operator's cookie, signed like every call.
 * Resolves to the stored image, or to the server's message when it refuses the file.
 */
export function useImageUpload() {
  const root = useRouteLoaderData<{ runtimeConfig: RuntimeConfig }>('root');
  return useCallback(
    async (file: File): Promise<{ ok: true; image: UploadedImage } | { ok: false; message: string }> => {
      if (!root) throw new Error('runtime configuration missing');
      const config = root.runtimeConfig;
      const def = adminContent.uploadImage;
      const path = `${config.apiBases[def.service].replace('{product}', config.product)}${def.path}`;
      const timestamp = String(Date.now());
      const body = new FormData();
      body.append('file', file);
      const res = await fetch(`${config.apiOrigin}${path}`, {
        method: 'POST',
        credentials: 'include',
        headers: { [HEADERS.timestamp]: timestamp, [HEADERS.riskToken]: await computeRiskToken({ method: 'POST', path, query: {}, timestamp, fingerprint: '' }) },
        body,
      });
      const json = (await res.json().catch(() => ({}))) as { code?: number; message?: string; data?: UploadedImage };
      if (json.code === 200 && json.data) return { ok: true, image: { url: json.data.url, name: json.data.name } };
      return { ok: false, message: json.message ?? '' };
    },
    [root],
  );
}
