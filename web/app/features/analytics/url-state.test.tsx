import { act, cleanup, render } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useViewState, type ViewState } from './url-state';

afterEach(cleanup);

const RULES = { sort: 'sales', sorts: ['sales', 'gmv'], filterKeys: ['ratingMin'], choiceKeys: { sellerType: ['cn', 'local'] } } as const;

/** Renders a list page's view state at `url` and hands its `update` out. */
function mount(url: string) {
  window.history.replaceState(null, '', url);
  const seen: { update?: (change: Partial<ViewState>) => ViewState; state?: ViewState } = {};
  function View() {
    const { state, update } = useViewState(RULES);
    seen.update = update;
    seen.state = state;
    return null;
  }
  const router = createBrowserRouter([{ path: '/workbench/selection/hot', element: <View /> }]);
  render(<RouterProvider router={router} />);
  return { seen, router };
}

describe('a list view in the address', () => {
  it('reads the window, sort, filters and choices the address names, and falls back on the defaults', () => {
    const { seen } = mount('/workbench/selection/hot?typeId=17&days=7&sort=gmv&ratingMin=4&sellerType=cn');
    expect(seen.state).toMatchObject({ typeId: 17, days: 7, sort: 'gmv', filters: { ratingMin: 4 }, choices: { sellerType: 'cn' } });
    const other = mount('/workbench/selection/hot?days=11&sort=nonsense&ratingMin=-1&sellerType=mars');
    expect(other.seen.state).toMatchObject({ typeId: undefined, days: 30, sort: 'sales', filters: { ratingMin: undefined }, choices: { sellerType: undefined } });
  });

  it('keeps a choice the address already holds when a filter is applied before the page has drawn it', async () => {
    const { seen, router } = mount('/workbench/selection/hot?typeId=17&days=30&sort=sales&order=desc');
    // The address has the choice (as it has as soon as a choice navigates), the page has not drawn it yet.
    window.history.pushState(window.history.state, '', '/workbench/selection/hot?typeId=17&days=30&sort=sales&order=desc&sellerType=cn');
    expect(seen.state?.choices.sellerType).toBeUndefined();
    await act(async () => seen.update?.({ filters: { ratingMin: 4 } }));
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('ratingMin')).toBe('4');
    expect(search.get('sellerType')).toBe('cn');
    expect(seen.state).toMatchObject({ filters: { ratingMin: 4 }, choices: { sellerType: 'cn' } });
  });

  it('goes back to the first page on any change but paging', async () => {
    const { seen, router } = mount('/workbench/selection/hot?typeId=17&days=30&sort=sales&order=desc&page=3');
    await act(async () => seen.update?.({ sort: 'gmv' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    await act(async () => seen.update?.({ page: 2 }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });

  it('answers the state the address holds after a change, as the page will draw it', async () => {
    const { seen } = mount('/workbench/selection/hot?typeId=17&days=30&sort=sales&order=desc&sellerType=cn');
    let next: ViewState | undefined;
    await act(async () => {
      next = seen.update?.({ filters: { ratingMin: 4 } });
    });
    expect(next).toEqual(seen.state);
    expect(JSON.stringify(next?.filters)).toBe(JSON.stringify(seen.state?.filters));
    expect(next).toMatchObject({ filters: { ratingMin: 4 }, choices: { sellerType: 'cn' }, page: 1 });
  });
});
