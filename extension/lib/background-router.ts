import type { Locale } from '@marketlens/locales';
import type { Lang } from '@marketlens/core/i18n';
import type { BackfillOutcome, Translation } from './api';
import type { BoxItem } from './collection-box';
import { failureOf } from './failure';
import { isOwnSender, requestSchema, type CollectedInput, type Reply, type Request } from './messages';
import type { Rates } from './money';
import type { SiteSession } from './site-session';

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
}

async function dispatch(request: Request, deps: RouterDeps): Promise<unknown> {
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
  }
}

/** Answers one runtime message: checks who sent it and what it says before doing anything. */
export async function handleMessage(raw: unknown, sender: { id?: string | undefined }, deps: RouterDeps): Promise<Reply<unknown>> {
  if (!isOwnSender(sender, deps.extensionId)) return { ok: false, error: 'invalid' };
  const parsed = requestSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, error: 'invalid' };
  try {
    return { ok: true, data: await dispatch(parsed.data, deps) };
  } catch (error) {
    return { ok: false, error: failureOf(error) };
  }
}
