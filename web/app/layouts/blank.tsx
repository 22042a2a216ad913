import { Outlet } from 'react-router';
import { PlainTopBar } from '../components/plain-top-bar';

/**
 * The blank layout of the login and registration pages: no site navigation to lead away. No antd
 * here: the login card is plain HTML; its later steps and the pages that use antd bring its scope.
 */
export default function BlankLayout() {
  return (
    <div className="blank-frame">
      <PlainTopBar />
      <main id="main" className="blank-main">
        <Outlet />
      </main>
    </div>
  );
}
