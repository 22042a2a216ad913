import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@marketlens/core/i18n';

/** A language picker of the translator's three languages. */
export function LangSelect({ label, value, onChange }: { label: string; value: Lang; onChange: (lang: Lang) => void }) {
  const { t } = useTranslation('extension');
  return (
    <label className="ml-field">
      <span>{label}</span>
      <select value={value} onChange={(e) => onChange(LANGS.find((l) => l === e.target.value) ?? value)}>
        {LANGS.map((lang) => (
          <option key={lang} value={lang}>
            {t(`translate.langs.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
