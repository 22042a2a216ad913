import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@marketlens/core/i18n';

/** A language picker of the translator's three languages. */
export function LangSelect({ label, value, onChange }: { label: string; value: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation('extension');
  // A label beside the select (not around it) keeps the select's name to the label alone.
  const id = useId();
  return (
    <div className="ml-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(LANGS.find((l) => l === e.target.value) ?? value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {t(`translate.langs.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
