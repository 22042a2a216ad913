import { useRuntimeConfig } from '../lib/runtime-config';

/** The brand mark (a rising bar chart in a lens) and the configured product name. */
export function BrandLogo({ light = false }: { light?: boolean }) {
  const { brand } = useRuntimeConfig();
  return (
    <span className={`brand-logo${light ? ' brand-logo-light' : ''}`}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden focusable="false">
        <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M22 22l7 7" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        <rect x="8" y="14" width="3" height="6" rx="1" fill="#2ec5ff" />
        <rect x="12.5" y="11" width="3" height="9" rx="1" fill="#2ec5ff" />
        <rect x="17" y="8" width="3" height="12" rx="1" fill="#2ec5ff" />
      </svg>
      <span className="brand-name">{brand.name}</span>
    </span>
  );
}
