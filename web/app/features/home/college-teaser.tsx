import { useTranslation } from 'react-i18next';
import { COURSE_ITEMS } from '../../components/header/menus';
import { useLocalize } from '../../lib/lang';
import type { HotArticle } from './home-data.server';

const ENTRY_KEYS = ['online', 'operate', 'news', 'community'] as const;

/** The business college: its four entries and the most-read articles (hotArticleInfoList). */
export function CollegeTeaser({ articles }: { articles: HotArticle[] }) {
  const { t } = useTranslation('home');
  const localize = useLocalize();
  return (
    <section className="section section-soft" aria-labelledby="college-title" id="college">
      <div className="container college">
        <div className="college-intro">
          <h2 id="college-title" className="section-title">
            {t('college.title')}
          </h2>
          <p className="section-subtitle">{t('college.subtitle')}</p>
          <ul className="college-entries">
            {COURSE_ITEMS.map((item, i) => (
              <li key={item.url}>
                <a href={localize(item.url)}>{t(`college.${ENTRY_KEYS[i] ?? 'online'}`)}</a>
              </li>
            ))}
          </ul>
          <a className="btn btn-primary" href={localize('/college/home')}>
            {t('college.more')}
          </a>
        </div>
        {articles.length > 0 ? (
          <div className="college-hot" data-testid="college-hot">
            <h3>{t('college.hot')}</h3>
            <ol>
              {articles.map((a) => (
                <li key={a.id}>
                  <a href={localize(a.kind === 'question' ? `/answerDetail/${a.id}` : `/article/${a.category}/${a.id}`)}>{a.title}</a>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </div>
    </section>
  );
}
