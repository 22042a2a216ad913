import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons/InfoCircleFilled';
import type { ReactNode } from 'react';

const ICONS = { info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled } as const;

/**
 * A page state in place of data (guest, renewal, error): an icon, a title, a line and actions, laid
 * out like antd's Result without its illustrations (which the workbench never shows).
 */
export function StatePanel(props: { status: keyof typeof ICONS; title: ReactNode; subTitle?: ReactNode; extra?: ReactNode; testId?: string }) {
  const Icon = ICONS[props.status];
  return (
    <div className={`state-panel state-panel-${props.status}`} data-testid={props.testId} role={props.status === 'error' ? 'alert' : undefined}>
      <Icon className="state-panel-icon" aria-hidden />
      <div className="state-panel-title">{props.title}</div>
      {props.subTitle ? <div className="state-panel-sub">{props.subTitle}</div> : null}
      {props.extra ? <div className="state-panel-extra">{props.extra}</div> : null}
    </div>
  );
}
