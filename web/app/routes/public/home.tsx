import { useQuery } from '@tanstack/react-query';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getHomeCategories, reportKeys } from '@marketlens/core/api';
import { langFromPath } from '@marketlens/core/i18n';
import { useHttp } from '../../lib/http';

export default function HomePage() {
  const { t } = useTranslation('home');
  const lang = langFromPath(useLocation().pathname);
  const http = useHttp();
  const categories = useQuery({
    queryKey: reportKeys.homeCat(lang),
    queryFn: () => getHomeCategories(http, lang),
  });
  return (
    <main style={{ maxWidth: 1200, margin: '0 auto', padding: '64px 24px' }}>
      <title>{t('meta.title')}</title>
      <meta name="description" content={t('meta.description')} />
      <Typography.Title>{t('hero.title')}</Typography.Title>
      <Typography.Paragraph>{t('hero.subtitle')}</Typography.Paragraph>
      <section aria-live="polite" data-testid="home-categories">
        {categories.isSuccess ? (
          <>
            <Typography.Title level={2}>{t('categories.title', { count: categories.data.data.length })}</Typography.Title>
            <Flex wrap gap={8}>
              {categories.data.data.map((c) => (
                <Tag key={c.typeId}>{c.typeName}</Tag>
              ))}
            </Flex>
          </>
        ) : (
          <Typography.Text type="secondary">
            {categories.isError ? t('categories.failed') : t('categories.loading')}
          </Typography.Text>
        )}
      </section>
    </main>
  );
}
