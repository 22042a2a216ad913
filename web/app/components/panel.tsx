import type { ReactNode } from 'react';

/**
 * A bordered panel with an optional title bar and actions, drawn like antd's Card. antd's Card brings
 * its tabs, menus and dropdowns (about 22 KB gzip) for the tab bar no page here uses.
 */
export function Panel(props: { title?: ReactNode; extra?: ReactNode; className?: string; id?: string; 'data-testid'?: string; children?: ReactNode }) {
  return (
    <section className={props.className ? `panel ${props.className}` : 'panel'} id={props.id} data-testid={props['data-testid']}>
      {props.title !== undefined || props.extra !== undefined ? (
        <div className="panel-head">
          <div className="panel-title">{props.title}</div>
          {props.extra !== undefined ? <div className="panel-extra">{props.extra}</div> : null}
        </div>
      ) : null}
      <div className="panel-body">{props.children}</div>
    </section>
  );
}
