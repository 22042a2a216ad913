import { SiteFrame } from '../components/site-frame';

/** The default (Chinese) layout. */
export default function DefaultLayout() {
  return <SiteFrame lang="zh" />;
}
