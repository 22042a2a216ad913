// @vitest-environment node
import { extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { Button, Tag } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { requestStyleCache, sharedStyleEntries } from './style-cache.server';

/** One server render's extracted antd styles. */
function stylesOf(node: ReactNode): string {
  const cache = requestStyleCache();
  renderToString(<StyleProvider cache={cache} hashPriority="high">{node}</StyleProvider>);
  return extractStyle(cache);
}

describe('requestStyleCache', () => {
  it('gives a later render the same styles from what an earlier one made, and only the styles it used', () => {
    const first = stylesOf(<Button>{'a'}</Button>);
    const made = sharedStyleEntries();
    expect(made).toBeGreaterThan(0);
    expect(first).toContain('.ant-btn');

    const again = stylesOf(<Button>{'b'}</Button>);
    expect(again).toBe(first);
    expect(sharedStyleEntries()).toBe(made);

    const tagOnly = stylesOf(<Tag>{'c'}</Tag>);
    expect(tagOnly).toContain('.ant-tag');
    expect(tagOnly).not.toContain('.ant-btn{');
    expect(sharedStyleEntries()).toBeGreaterThan(made);
  });
});
