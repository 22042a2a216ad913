// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import chatAssistant from '../entrypoints/ozon-chat-assistant';
import { handleMessage, type RouterDeps } from './background-router';
import { standardBasis } from './box-pricing';
import { chatSettingsItem, getChatSettings, setChatLang } from './chat-settings';

const rates = { rubPer: { RUB: 1, CNY: 12.5, USD: 90 } as const, asOf: '2026-11-25', source: 'cbr' };

/** The background as the content script reaches it; the translation service answers "[lang] text". */
const deps: RouterDeps = {
  extensionId: 'test-extension-id',
  locale: async () => 'en-US',
  session: async () => null,
  rates: async () => rates,
  translate: async (text, to) => ({ text: `[${to}] ${text}`, from: 'zh', to, glossary: false, complete: true }),
  backfill: async () => 'submitted',
  collect: async () => Promise.reject(new Error('not collected here')),
  openImageSearch: async () => undefined,
  inject: async () => undefined,
  goodsOverlay: async () => ({ state: 'guest' }),
  figures: async () => ({ state: 'guest' }),
  monitorGoods: async () => ({ state: 'guest' }),
  suggestPrice: async () => ({ state: 'guest', costRub: 125, rates }),
  pricingBasis: async () => ({ state: 'ok', basis: standardBasis(rates) }),
  observe: async () => ({ state: 'off' }),
};

/** The translator's UI sits in closed shadow roots; the test keeps each root as it is attached, as DevTools reaches them. */
const roots = new Map<Element, ShadowRoot>();
const attach = Element.prototype.attachShadow;
vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init: ShadowRootInit) {
  const root = attach.call(this, init);
  roots.set(this, root);
  return root;
});

const box = () => document.querySelector<HTMLTextAreaElement>('textarea[data-chat-input]') as HTMLTextAreaElement;
const tools = (chatId: string) => {
  const host = document.getElementById(`marketlens-draft-${chatId}`);
  return host ? roots.get(host) : undefined;
};
const buttonOf = (chatId: string, text: string) => [...(tools(chatId)?.querySelectorAll('button') ?? [])].find((b) => b.textContent === text);
const previewOf = (chatId: string) => tools(chatId)?.querySelector('[data-ml-preview]')?.textContent;

/** A click the seller makes (the translator ignores clicks a page script makes up). */
function press(button: HTMLElement | undefined): void {
  if (!button) throw new Error('no such button');
  const click = new MouseEvent('click', { bubbles: true });
  Object.defineProperty(click, 'isTrusted', { value: true });
  button.dispatchEvent(click);
}

/** Typing: the box's value changes and the page hears an input event. */
function type(value: string): void {
  box().value = value;
  box().dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the chat translator on the seller chat', () => {
  beforeAll(async () => {
    fakeBrowser.reset();
    fakeBrowser.runtime.onMessage.addListener((message: unknown, sender: { id?: string }) => handleMessage(message, { id: sender.id ?? deps.extensionId }, deps));
    document.body.innerHTML = `
      <section data-chat-id="chat-42">
        <div data-message-direction="incoming"><p data-message-text>Здравствуйте! Когда будет доставка?</p></div>
        <div data-chat-composer><textarea data-chat-input rows="3"></textarea></div>
      </section>`;
    chatAssistant.main();
    await vi.waitFor(() => expect(buttonOf('chat-42', 'Translate draft')).toBeDefined());
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    // The translator rescans 200 ms after the page changes: let the last scan run before the page goes.
    await new Promise((resolve) => setTimeout(resolve, 400));
  });

  it('never puts a translation of older text over what the seller typed since', async () => {
    type('黑色 保温杯');
    press(buttonOf('chat-42', 'Translate draft'));
    await vi.waitFor(() => expect(previewOf('chat-42')).toBe('[ru] 黑色 保温杯'));

    // The seller types on (an order number) after translating: the preview no longer matches the draft.
    type('黑色 保温杯 订单 12345');
    expect(buttonOf('chat-42', 'Use translation')?.disabled).toBe(true);
    expect(tools('chat-42')?.querySelector<HTMLElement>('[data-ml-stale]')?.hidden).toBe(false);

    press(buttonOf('chat-42', 'Translate draft'));
    await vi.waitFor(() => expect(previewOf('chat-42')).toBe('[ru] 黑色 保温杯 订单 12345'));
    expect(buttonOf('chat-42', 'Use translation')?.disabled).toBe(false);

    // A draft the page changed without an input event is translated again, not replaced by the old translation.
    box().value = '黑色 保温杯 订单 67890';
    press(buttonOf('chat-42', 'Use translation'));
    expect(box().value).toBe('黑色 保温杯 订单 67890');
    await vi.waitFor(() => expect(previewOf('chat-42')).toBe('[ru] 黑色 保温杯 订单 67890'));
    expect(buttonOf('chat-42', 'Use translation')?.disabled).toBe(false);
    press(buttonOf('chat-42', 'Use translation'));
    expect(box().value).toBe('[ru] 黑色 保温杯 订单 67890');

    // Undo gives the seller's text back while the inserted translation is untouched, and goes once they edit it.
    press(buttonOf('chat-42', 'Undo, restore my text'));
    expect(box().value).toBe('黑色 保温杯 订单 67890');
    type('你好');
    press(buttonOf('chat-42', 'Translate draft'));
    await vi.waitFor(() => expect(previewOf('chat-42')).toBe('[ru] 你好'));
    press(buttonOf('chat-42', 'Use translation'));
    type('[ru] 你好 12345');
    expect(buttonOf('chat-42', 'Undo, restore my text')).toBeUndefined();
    expect(box().value).toBe('[ru] 你好 12345');
  });

  it('follows a conversation opened in place: its language, no preview of the previous chat, its messages translated', async () => {
    await setChatLang('chat-43', 'en');
    type('黑色');
    press(buttonOf('chat-42', 'Translate draft'));
    await vi.waitFor(() => expect(previewOf('chat-42')).toBe('[ru] 黑色'));
    await vi.waitFor(() => expect(document.querySelector('[data-ml-ui="translation"]')?.textContent).toBe('[zh] Здравствуйте! Когда будет доставка?'));

    // The page opens another chat in the same nodes: a new id and new message text.
    const section = document.querySelector<HTMLElement>('[data-chat-id]') as HTMLElement;
    section.dataset.chatId = 'chat-43';
    (document.querySelector('[data-message-text]') as HTMLElement).textContent = 'Where is my parcel?';

    await vi.waitFor(() => expect(tools('chat-43')).toBeDefined());
    expect(document.getElementById('marketlens-draft-chat-42')).toBeNull();
    await vi.waitFor(() => expect(tools('chat-43')?.querySelector('select')?.value).toBe('en'));
    expect(tools('chat-43')?.querySelector<HTMLElement>('.preview')?.hidden).toBe(true);
    expect(previewOf('chat-43')).toBeUndefined();
    await vi.waitFor(() => expect([...document.querySelectorAll('[data-ml-ui="translation"]')].map((l) => l.textContent)).toEqual(['[zh] Where is my parcel?']));

    // A language chosen now is this chat's, and the previous chat keeps its own.
    const select = tools('chat-43')?.querySelector('select') as HTMLSelectElement;
    select.value = 'ru';
    select.dispatchEvent(new Event('change'));
    await vi.waitFor(async () => expect((await getChatSettings()).perChat).toEqual({ 'chat-43': 'ru' }));
    press(buttonOf('chat-43', 'Translate draft'));
    await vi.waitFor(() => expect(previewOf('chat-43')).toBe('[ru] 黑色'));
    expect(await chatSettingsItem.getValue()).toMatchObject({ perChat: { 'chat-43': 'ru' } });
  });
});
