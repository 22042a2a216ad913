import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@marketlens/core/i18n';
import { BrandLogo } from '../brand-logo';
import { ContactButton } from '../contact/contact-button';
import { COURSE_ITEMS, SOLUTION_ITEMS, TOOL_MODULES, type MenuItem } from '../header/menus';
import { useLocalize } from '../../lib/lang';
import { lazyAntd } from '../../lib/lazy-antd';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { FooterQrCodes } from './footer-qr-codes';
import type { LegalKind } from '../legal/legal-kinds';

const LegalModal = lazyAntd(() => import('../legal/legal-modal').then((m) => m.default));

/** The first entry of each tool module stands for the product in the footer. */
const PRODUCT_ITEMS: readonly MenuItem[] = TOOL_MODULES.flatMap((m) => (m.items[0] ? [{ ...m.items[0], title: m.title }] : []));

/** The site footer: brand, contact, link groups, QR codes and the legal line. */
export function SiteFooter({ lang }: { lang: Lang }) {
  const { t } = useTranslation('layout');
  const { brand } = useRuntimeConfig();
  const localize = useLocalize();
  const [legal, setLegal] = useState<LegalKind | null>(null);
  const year = new Date().getFullYear();
  const group = (title: string, items: readonly MenuItem[]) => (
    <nav className="footer-group" aria-label={title}>
      <h2 className="footer-group-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.url + item.title}>
            <a href={localize(item.url)} target={item.openType}>
              {t(item.title)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  const legalLink = (kind: LegalKind, label: string) => (
    <button type="button" className="footer-legal-link" onClick={() => setLegal(kind)}>
      {label}
    </button>
  );
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer-inner">
        <div className="footer-brand">
          <BrandLogo light />
          <p className="footer-tagline">{t('footer.tagline', { name: brand.name })}</p>
          <p>
            <ContactButton className="footer-contact" label={t('footer.chat', { handle: brand.supportChat })} />
          </p>
          <p>
            {t('footer.mail')} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
          </p>
          <p>
            <a href={localize('/feedback')} data-testid="footer-feedback">
              {t('footer.feedback')}
            </a>
          </p>
          <p>
            <a href={localize('/methodology')} data-testid="footer-methodology">
              {t('footer.methodology')}
            </a>
          </p>
          <p className="footer-terms">
            {legalLink('agreement', t('footer.terms'))}
            {legalLink('privacy', t('footer.privacy'))}
          </p>
        </div>
        {group(t('footer.products'), PRODUCT_ITEMS)}
        {group(t('footer.solutions'), SOLUTION_ITEMS)}
        {group(t('footer.courses'), COURSE_ITEMS)}
        <FooterQrCodes lang={lang} />
      </div>
      <div className="footer-bottom">
        <span>{t('footer.copyright', { year, name: brand.name })}</span>
        {legalLink('agreement', t('footer.userAgreement'))}
        {legalLink('privacy', t('footer.privacyLine'))}
        {brand.filingNumber ? (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
            {brand.filingNumber}
          </a>
        ) : null}
      </div>
      {legal ? (
        <Suspense fallback={null}>
          <LegalModal kind={legal} onClose={() => setLegal(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
