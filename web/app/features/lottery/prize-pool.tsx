import { useTranslation } from 'react-i18next';
import type { lottery } from '@marketlens/core/contract';
import { CrownIcon, FundIcon, ReloadIcon, ShopIcon } from '../../components/icons/icons';
import { formatShare } from '../../components/workbench/numbers';
import { useLang } from '../../lib/lang';

const GLYPH = { physical: ShopIcon, membership: CrownIcon, coupon: FundIcon, none: ReloadIcon } as const;

/** The prize pool: every outcome with its odds and what is left of it. */
export function PrizePool({ prizes }: { prizes: lottery.Prize[] }) {
  const { t } = useTranslation('mobile');
  const lang = useLang();
  return (
    <ul className="lt-pool" data-testid="lt-pool">
      {prizes.map((p) => {
        const Glyph = GLYPH[p.kind];
        return (
        <li key={p.id} className={`lt-prize lt-prize-${p.kind}`}>
          <Glyph className="lt-prize-glyph" aria-hidden />
          <span className="lt-prize-name">{p.name}</span>
          <span className="lt-prize-meta">
            {t('lottery.odds', { odds: formatShare(p.odds, lang) })}
            {p.stock !== null ? ` · ${t('lottery.stock', { count: p.stock })}` : ''}
          </span>
        </li>
        );
      })}
    </ul>
  );
}
