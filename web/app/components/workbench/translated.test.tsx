import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { allResources } from '@marketlens/locales/all';
import { createI18n, webResources } from '../../lib/i18n';
import { Translated } from './translated';

const ORIGINAL = 'Беспроводные наушники Xiaomi, с шумоподавлением';

function show(translated: string | null) {
  const i18n = createI18n('en-US', webResources(allResources['en-US']));
  render(
    <I18nextProvider i18n={i18n}>
      <Translated original={ORIGINAL} translated={translated}>
        <a href="/en/workbench/goods/detail?goodsId=7">{translated ?? ORIGINAL}</a>
      </Translated>
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('a title in the member’s language', () => {
  it('is marked as machine translation and shows the Russian original on hover', async () => {
    show('Wireless headphones Xiaomi, noise-cancelling');
    const link = screen.getByRole('link');
    expect(link.textContent).toBe('Wireless headphones Xiaomi, noise-cancelling');
    const mark = screen.getByTestId('machine-translation');
    expect(mark.textContent).toBe('MT');
    expect(mark.getAttribute('title')).toBe('Machine translation');
    fireEvent.mouseEnter(link);
    expect((await screen.findByRole('tooltip')).textContent).toBe(`Russian original: ${ORIGINAL}`);
  });

  it('is the original alone, unmarked, where there is no translation', () => {
    show(null);
    expect(screen.getByRole('link').textContent).toBe(ORIGINAL);
    expect(screen.queryByTestId('machine-translation')).toBeNull();
  });
});
