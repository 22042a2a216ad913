import { useQuery } from '@tanstack/react-query';
import { Button, Layout, Menu, Result, Select, Space, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import { admin } from '@marketlens/core/contract';
import { langFromPath, LANGS, localeOf, pathForLang, stripLangPrefix } from '@marketlens/core/i18n';
import { allResources } from '@marketlens/locales/all';
import type { Route } from './+types/admin';
import { useAdminCall } from '../features/admin/api';
import adminCss from '../styles/admin.css?url';
import { inlineCss } from '../lib/inline-css';
import { AntdScope } from '../lib/antd-scope';
import { useLocalize } from '../lib/lang';
import { QueryScope } from '../lib/query-scope';

const LANG_NAMES = { zh: '中文', en: 'English', ru: 'Русский' } as const;

/** The console's texts travel only with console pages (the site's pages do not carry them). */
export function loader({ request }: Route.LoaderArgs) {
  return { texts: allResources[localeOf(langFromPath(new URL(request.url).pathname))].admin };
}

/** The console's stylesheet comes inline, like the site's. */
export const handle = inlineCss({ admin: adminCss });

export const meta = () => [{ name: 'robots', content: 'noindex, nofollow' }];

/** The operations console (DECISIONS.md §14): its own frame, session and menu by role. */
export default function AdminLayout() {
  const { texts } = useLoaderData<typeof loader>();
  const { i18n } = useTranslation();
  if (!i18n.hasResourceBundle(i18n.language, 'admin')) i18n.addResourceBundle(i18n.language, 'admin', texts);
  const { pathname } = useLocation();
  const page = stripLangPrefix(pathname).replace(/\/$/, '');
  return (
    <QueryScope>
      <AntdScope>{page === '/admin/login' ? <Outlet /> : <Console page={page} />}</AntdScope>
    </QueryScope>
  );
}

function LanguageSelect() {
  const { t } = useTranslation('admin');
  const { pathname, search } = useLocation();
  return (
    <Select
      aria-label={t('language')}
      size="small"
      value={langFromPath(pathname)}
      onChange={(lang) => window.location.assign(pathForLang(stripLangPrefix(pathname), lang) + search)}
      options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
      style={{ width: 110 }}
    />
  );
}

export { LanguageSelect };

function Console({ page }: { page: string }) {
  const { t } = useTranslation('admin');
  const call = useAdminCall();
  const localize = useLocalize();
  const navigate = useNavigate();
  const me = useQuery({ queryKey: ['admin', 'me'], queryFn: () => call(admin.me), retry: false });
  const operator = me.data?.data;
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  if (!operator) {
    return (
      <div className="admin-loading">
        <Spin />
      </div>
    );
  }
  const sections = admin.ROLE_SECTIONS[operator.role];
  const current = admin.ADMIN_SECTIONS.find((s) => page === `/admin/${s}`);
  const logout = async () => {
    await call(admin.logout, { body: {} }).catch(() => undefined);
    void navigate(localize('/admin/login'), { replace: true });
  };
  return (
    <Layout className="admin-frame">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={220} theme="light" className="admin-sider">
        <div className="admin-brand">{t('title')}</div>
        <Menu
          mode="inline"
          selectedKeys={current ? [current] : []}
          items={sections.map((s) => ({ key: s, label: <Link to={localize(`/admin/${s}`)}>{t(`menu.${s}`)}</Link> }))}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="admin-header">
          <Space wrap size="small">
            <Typography.Text strong data-testid="admin-operator">
              {operator.name}
            </Typography.Text>
            <Typography.Text type="secondary">{t(`roles.${operator.role}`)}</Typography.Text>
            <LanguageSelect />
            <Button size="small" onClick={() => void logout()}>
              {t('logout')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="admin-content">
          {current && !sections.includes(current) ? <Result status="403" subTitle={t('common.forbidden')} /> : <Outlet />}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
