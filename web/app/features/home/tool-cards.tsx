import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { ChromeIcon, DashboardIcon, TranslationIcon } from '../../components/icons/icons';

type ToolKey = 'workbench' | 'assistant' | 'translator';

/** A tool card of the spec: title, subtitle, describles list, icon and buttons. */
interface ToolCard {
  key: ToolKey;
  icon: ReactNode;
  buttons: readonly { label: 'primary' | 'secondary'; url: string }[];
}

const CARDS: readonly ToolCard[] = [
  {
    key: 'workbench',
    icon: <DashboardIcon />,
    buttons: [
      { label: 'primary', url: '/register' },
      { label: 'secondary', url: '/about#workbench' },
    ],
  },
  {
    key: 'assistant',
    icon: <ChromeIcon />,
    buttons: [
      { label: 'primary', url: '/about#install' },
      { label: 'secondary', url: '/about#assistant' },
    ],
  },
  {
    key: 'translator',
    icon: <TranslationIcon />,
    buttons: [
      { label: 'primary', url: '/about#install' },
      { label: 'secondary', url: '/about#translator' },
    ],
  },
];

const DESCRIBLES = ['d1', 'd2', 'd3'] as const;
const WORKBENCH = '/workbench/dashboard';

/** The three tools: the workbench and the two browser extensions. */
export function ToolCards() {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  // Members are not offered the free trial again (a paying one least of all): the workbench is their way on.
  const loggedIn = useIsLoggedIn();
  const openWorkbench = (card: ToolCard, b: ToolCard['buttons'][number]) => loggedIn && card.key === 'workbench' && b.label === 'primary';
  return (
    <section className="section section-soft" aria-labelledby="tools-title">
      <div className="container">
        <h2 id="tools-title" className="section-title">
          {t('tools.title')}
        </h2>
        <ul className="tool-cards">
          {CARDS.map((card) => (
            <li key={card.key} className="tool-card">
              <span className="tool-icon" aria-hidden>
                {card.icon}
              </span>
              <h3>{t(`tools.${card.key}.title`)}</h3>
              <p className="tool-subtitle">{t(`tools.${card.key}.subtitle`)}</p>
              <ul className="tool-describles">
                {DESCRIBLES.map((d) => (
                  <li key={d}>{t(`tools.${card.key}.${d}`)}</li>
                ))}
              </ul>
              <div className="tool-buttons">
                {card.buttons.map((b) => (
                  <a key={b.label} href={localize(openWorkbench(card, b) ? WORKBENCH : b.url)} className={`btn ${b.label === 'primary' ? 'btn-primary' : 'btn-ghost'}`}>
                    {openWorkbench(card, b) ? t('hero.workbench') : t(`tools.${card.key}.${b.label}`)}
                    {/* 'Learn more' alone says nothing out of context (search engines and screen-reader link lists). */}
                    <span className="visually-hidden"> {t(`tools.${card.key}.title`)}</span>
                  </a>
                ))}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
