import { useTranslation } from 'react-i18next';
import { LIMIT_LINES, tierLimits } from './catalog';
import { useLimitLabel, useLimitText } from './limits-list';

const COLUMNS = ['trial', 'starter', 'operation', 'ultimate', 'professional'] as const;

/** Every tier side by side, line by line, from the one tier table (the trial first). */
export function CompareTable() {
  const { t } = useTranslation('store');
  const text = useLimitText();
  const label = useLimitLabel();
  return (
    <section className="store-section store-compare" aria-labelledby="store-compare">
      <h2 id="store-compare">{t('compare.title')}</h2>
      <p className="store-lead">{t('compare.lead')}</p>
      <div className="store-table-wrap">
        <table className="store-table" data-testid="store-compare">
          <thead>
            <tr>
              <th scope="col">{t('compare.feature')}</th>
              {COLUMNS.map((tier) => (
                <th key={tier} scope="col">
                  {t(`tiers.${tier}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {LIMIT_LINES.map((line) => (
              <tr key={line}>
                <th scope="row">{label(line)}</th>
                {COLUMNS.map((tier) => (
                  <td key={tier}>{text(tierLimits(tier)[line])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="store-note">{t('compare.unbound')}</p>
    </section>
  );
}
