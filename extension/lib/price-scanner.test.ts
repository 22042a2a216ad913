import { describe, expect, it } from 'vitest';
import { createPriceScanner } from './price-scanner';

/** A page of tiles, each with a price and a ticking countdown. */
function tiles(count: number): HTMLElement {
  const main = document.createElement('main');
  for (let i = 0; i < count; i++) {
    const tile = document.createElement('article');
    tile.innerHTML = `<a href="/product/x-${1000000 + i}/">Товар ${i}</a><span>${1000 + i} ₽</span><span class="timer">00:10:00</span>`;
    main.append(tile);
  }
  document.body.replaceChildren(main);
  return document.body;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the price badge scanner', () => {
  it('marks every price once, then looks only at what is added', async () => {
    const body = tiles(200);
    const frames: (() => void)[] = [];
    const marked: HTMLElement[] = [];
    const scanner = createPriceScanner(body, { schedule: (run) => frames.push(run), mark: (node) => {
      node.dataset.mlCny = '';
      marked.push(node);
    } });
    while (frames.length) frames.shift()?.();
    expect(marked).toHaveLength(200);

    // A countdown ticking in every tile queues only the timer elements, and marks nothing.
    body.querySelectorAll('.timer').forEach((timer) => (timer.textContent = '00:09:59'));
    await settle();
    while (frames.length) frames.shift()?.();
    expect(marked).toHaveLength(200);

    const more = document.createElement('article');
    more.innerHTML = '<span>от 499 ₽</span><span>1 199 ₽ с Ozon Картой</span>';
    body.querySelector('main')?.append(more);
    await settle();
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(marked).toHaveLength(202);
    scanner.stop();
  });

  it('stops observing the whole page when ticking countdowns flood it, and still sees new tiles', async () => {
    const body = tiles(300);
    const frames: (() => void)[] = [];
    let count = 0;
    const scanner = createPriceScanner(body, { schedule: (run) => frames.push(run), mark: (node) => {
      node.dataset.mlCny = '';
      count++;
    } });
    while (frames.length) frames.shift()?.();
    for (let tick = 0; tick < 5; tick++) body.querySelectorAll('.timer').forEach((timer) => (timer.textContent = `00:0${tick}:00`));
    await settle();
    expect(scanner.narrowed()).toBe(true);
    const more = document.createElement('article');
    more.innerHTML = '<span>2 990 ₽</span>';
    body.querySelector('main')?.append(more);
    await settle();
    while (frames.length) frames.shift()?.();
    expect(count).toBe(301);
    scanner.stop();
  });

  it('stops at the frame budget and carries on in the next frame', () => {
    const body = tiles(600);
    const frames: (() => void)[] = [];
    let clock = 0;
    let count = 0;
    createPriceScanner(body, {
      schedule: (run) => frames.push(run),
      // Every check of the clock moves it a millisecond: a slow machine.
      now: () => clock++,
      budgetMs: 4,
      mark: (node) => {
        node.dataset.mlCny = '';
        count++;
      },
    });
    frames.shift()?.();
    expect(count).toBeLessThan(600);
    expect(frames).toHaveLength(1);
    while (frames.length) frames.shift()?.();
    expect(count).toBe(600);
  });

  it('never places more badges than its bound', () => {
    const body = tiles(50);
    const frames: (() => void)[] = [];
    let count = 0;
    const scanner = createPriceScanner(body, { schedule: (run) => frames.push(run), maxMarks: 20, mark: (node) => {
      node.dataset.mlCny = '';
      count++;
    } });
    while (frames.length) frames.shift()?.();
    expect(count).toBe(20);
    expect(scanner.marked()).toBe(20);
  });
});
