import type { Locale } from '@marketlens/locales';
import type { Lang } from '@marketlens/core/i18n';
import type { ObservationRow } from '@marketlens/core/contract/observations';
import type { BackfillOutcome, Translation } from './api';
import type { BoxItem } from './collection-box';
import type { PricingBasisAnswer } from './box-pricing';
import { ZodError } from 'zod';
import { failureOf } from './failure';
import type { InjectedScript } from './injected-scripts';
import type { FiguresOverlay, GoodsOverlay, MonitorOutcome, PriceSuggestion } from './overlay-api';
import { isOwnSender, requestSchema, type CollectedInput, type Reply, type Request } from './messages';
import type { Rates } from './money';
import type { SiteSession } from './site-session';
import type { SendOutcome } from './observation-sender';

/** What the background needs from the outside world; the extension wires the real browser and API. */
export interface RouterDeps {
  extensionId: string;
  locale(): Promise<Locale>;
  session(): Promise<SiteSession | null>;
  rates(): Promise<Rates>;
  translate(text: string, to: Lang, from?: Lang): Promise<Translation>;
  backfill(kind: 'good' | 'mall', id: string): Promise<BackfillOutcome>;
  collect(item: CollectedInput): Promise<{ item: BoxItem; added: boolean }>;
  openImageSearch(imageUrl: string): Promise<void>;
  /** Runs one of the assistant's scripts in the frame the request came from. */
  inject(script: InjectedScript, target: { tabId: number; frameId: number }): Promise<void>;
  goodsOverlay(goodsId: number): Promise<GoodsOverlay>;
  /** `view`: the page view the ids belong to (the server counts the plan's allowance per page view). */
  figures(goodsIds: number[], view: string): Promise<FiguresOverlay>;
  monitorGoods(goodsId: number): Promise<MonitorOutcome>;
  suggestPrice(costCny: number): Promise<PriceSuggestion>;
  pricingBasis(): Promise<PricingBasisAnswer>;
  /** Sends the cards a page showed as one batch, when the member shares them and is logged in. */
  observe(rows: ObservationRow[]): Promise<SendOutcome>;
}

/** Who sent a message: the extension's id, and for a content script its tab and frame. */
export interface Sender {
  id?: string | undefined;
  tab?: { id?: number | undefined } | undefined;
  frameId?: number | undefined;
}

async function dispatch(request: Request, sender: Sender, deps: RouterDeps): Promise<unknown> {
  switch (request.type) {
    case 'locale':
      return deps.locale();
    case 'session': {
      const session = await deps.session();
      // Content scripts learn whether someone is logged in and who, never the token.
      return session ? { name: session.user.nickName ?? session.user.account ?? '' } : null;
    }
    case 'rates':
      return deps.rates();
    case 'translate':
      return deps.translate(request.text, request.to, request.from);
    case 'backfill':
      return deps.backfill(request.kind, request.id);
    case 'collect':
      return deps.collect(request.item);
    case 'imageSearch':
      await deps.openImageSearch(request.imageUrl);
      return null;
    case 'inject': {
      // Only a content script in a tab can ask, and only for its own frame.
      const tabId = sender.tab?.id;
      if (tabId === undefined) throw new ZodError([]);
      await deps.inject(request.script, { tabId, frameId: sender.frameId ?? 0 });
      return null;
    }
    case 'goodsOverlay':
      return deps.goodsOverlay(request.goodsId);
    case 'figures':
      return deps.figures(request.goodsIds, request.view);
    case 'monitorGoods':
      return deps.monitorGoods(request.goodsId);
    case 'suggestPrice':
      return deps.suggestPrice(request.costCny);
    case 'pricingBasis':
      return deps.pricingBasis();
    case 'observe':
      return deps.observe(request.rows);
  }
}

/** Answers one runtime message: checks who sent it and what it says before doing anything. */
export async function handleMessage(raw: unknown, sender: Sender, deps: RouterDeps): Promise<Reply<unknown>> {
  if (!isOwnSender(sender, deps.extensionId)) return { ok: false, error: 'invalid' };
  const parsed = requestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  try {
    return { ok: true, data: await dispatch(parsed.data, sender, deps) };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}
