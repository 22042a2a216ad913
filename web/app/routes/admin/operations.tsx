import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OpsFreshness } from '../../features/admin/ops/freshness';
import { OpsImports } from '../../features/admin/ops/imports';
import { OpsJobs } from '../../features/admin/ops/jobs';
import { OpsNotices } from '../../features/admin/ops/notices';
import { OpsObservations } from '../../features/admin/observations/tab';
import { OpsSwitches } from '../../features/admin/ops/switches';
import { OpsWindows } from '../../features/admin/ops/windows';

const TABS = ['jobs', 'imports', 'observations', 'switches', 'windows', 'notices'] as const;
type Tab = (typeof TABS)[number];

/** Operations: jobs and data freshness, the import history, the observations held back, the site's switches, front image windows and live notices (tab in the address). */
export default function AdminOperations() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((x) => x === params.get('tab')) ?? 'jobs';
  const panes: Record<Tab, React.ReactNode> = {
    jobs: (
      <>
        <OpsFreshness />
        <OpsJobs />
      </>
    ),
    imports: <OpsImports />,
    observations: <OpsObservations />,
    switches: <OpsSwitches />,
    windows: <OpsWindows />,
    notices: <OpsNotices />,
  };
  return (
    <section>
      <h1>{t('operations.heading')}</h1>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'jobs' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`operations.tabs.${key}`), children: panes[key] }))}
      />
    </section>
  );
}
