import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { adminContent } from '@marketlens/core/contract';
import { ArticlesTab } from '../../features/admin/content/articles-tab';
import { CoursesTab } from '../../features/admin/content/courses-tab';
import { PagesTab } from '../../features/admin/content/pages-tab';

const TABS = ['articles', 'courses', 'guides', 'resources'] as const;
type Tab = (typeof TABS)[number];

/**
 * The site's content in three languages: articles, courses with their lessons, novice guides and
 * resources. Drafts stay off the site; a save empties the page cache, so the site shows it at once,
 * and a scheduled item appears by itself at its time (within the page cache's minute for guests).
 */
export default function AdminContent() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const tab: Tab = TABS.find((x) => x === wanted) ?? 'articles';
  const [lang, setLang] = useState<adminContent.ContentLang>('zh');
  const body = (key: Tab) =>
    key === 'articles' ? <ArticlesTab lang={lang} setLang={setLang} /> : key === 'courses' ? <CoursesTab lang={lang} setLang={setLang} /> : <PagesTab kind={key === 'guides' ? 'guide' : 'resource'} lang={lang} setLang={setLang} />;
  return (
    <section>
      <h1>{t('content.heading')}</h1>
      <p className="admin-lead">{t('content.lead')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'articles' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`content.tabs.${key}`), children: key === tab ? body(key) : null }))}
      />
    </section>
  );
}
