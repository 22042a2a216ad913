import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component that uses antd: its chunk and antd's theme, locale and App context
 * (AntdScope) load together on first render, so a page pays for antd only when it shows antd.
 */
export function lazyAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ AntdScope }, Inner] = await Promise.all([import('./antd-scope'), load()]);
    function Scoped(props: P) {
      return (
        <AntdScope>
          <Inner {...props} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
}
