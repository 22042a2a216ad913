import { createTheme, useStyleRegister } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import type { ReactNode } from 'react';

const iconTheme = createTheme(() => ({}));

/**
 * Server only: registers antd icons' base styles in the page's style cache, so that they are
 * extracted into the HTML like the styles of antd components. The public pages use antd's icons
 * but no antd component, and icons otherwise add these rules only from a script after hydration,
 * which would leave them unstyled with JavaScript off and shift them when the script runs.
 */
export function IconBaseStyles({ children }: { children: ReactNode }) {
  useStyleRegister({ theme: iconTheme, token: {}, hashId: '', path: ['ant-design-icons', 'anticon'] }, () => iconStyles);
  return children;
}
