import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { LEGAL_SECTIONS, type LegalKind } from './legal-kinds';

interface Section {
  title: string;
  body: string;
}

/** The full text of one legal document, with the configured brand and support contacts filled in. */
export function LegalText({ kind }: { kind: LegalKind }) {
  const { t } = useTranslation('legal');
  const { brand } = useRuntimeConfig();
  const vars = { name: brand.name, email: brand.supportEmail, chat: brand.supportChat };
  const sections: Readonly<Record<string, Section>> = t(`${kind}.sections`, { ...vars, returnObjects: true });
  return (
    <article className="legal-text" data-testid={`legal-${kind}`}>
      <p className="legal-updated">{t(`${kind}.updated`)}</p>
      <p>{t(`${kind}.intro`, vars)}</p>
      {LEGAL_SECTIONS[kind].map((id, i) => {
        const section = sections[id];
        if (!section) return null;
        return (
          <section key={id}>
            <h3>{`${i + 1}. ${section.title}`}</h3>
            {section.body.split('\n').map((para) => (
              <p key={para}>{para}</p>
            ))}
          </section>
        );
      })}
    </article>
  );
}
