import { renderSVG } from 'uqr';
import { useMemo } from 'react';

/** A payment QR code (WeChat Native's code_url, Alipay's qr_code) drawn in the browser. */
export function QrImage({ text, label }: { text: string; label: string }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`, [text]);
  return <img className="store-qr" src={src} alt={label} width={200} height={200} data-testid="store-qr" />;
}
