import { Outlet } from 'react-router';
import { PlainTopBar } from '../components/plain-top-bar';
import { AntdScope } from '../lib/antd-scope';

/** The blank layout of the login and registration pages: no site navigation to lead away. */
export default function BlankLayout() {
  return (
    <div className="blank-frame">
      <PlainTopBar />
      <main id="main" className="blank-main">
        <AntdScope>
          <Outlet />
        </AntdScope>
      </main>
    </div>
  );
}
