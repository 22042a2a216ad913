import { LoadingBar } from './behaviours/loading-bar';
import { OfflineNotice } from './behaviours/offline-notice';
import { PromoteCapture } from './behaviours/promote-capture';
import { ReloadOnBrokenPage } from './behaviours/reload-on-broken-page';

/** The behaviours every page shares; none of them renders content on the server. */
export function SiteBehaviours() {
  return (
    <>
      <LoadingBar />
      <OfflineNotice />
      <ReloadOnBrokenPage />
      <PromoteCapture />
    </>
  );
}
