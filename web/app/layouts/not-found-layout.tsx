import { Outlet } from 'react-router';
import { PlainTopBar } from '../components/plain-top-bar';
import { AntdScope } from '../lib/antd-scope';

/** The 404 layout: the slim top bar over a centred message. */
export default function NotFoundLayout() {
  return (
    <div className="blank-frame">
      <PlainTopBar />
      <main id="main" className="blank-main blank-main-center">
        <AntdScope>
          <Outlet />
        </AntdScope>
      </main>
    </div>
  );
}
