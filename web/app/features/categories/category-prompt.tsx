import { Alert, Button, Modal } from 'antd';
import { useContext, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SESSION_KEYS } from '@marketlens/core/http';
import { parseUserCookie } from '@marketlens/core/session';
import { useStore } from '@marketlens/core/stores';
import { readCookie, writeCookie } from '../../lib/cookies';
import { useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { ServerMemberContext } from '../../lib/member-render';
import { useHydrated } from '../../lib/use-hydrated';
import { CategorySlots } from './category-slots';
import { useCategoryChoice } from './queries';

export const CATEGORIES_PATH = '/account/categories';
// Per account and browser: the first-visit modal shows once, a dismissed notice stays dismissed.
const PROMPTED = 'ml-categories-prompted';
// The dismissed notices' accounts live in a cookie, so that the server draws the notice with the
// page (it sits above the list: shown only after hydration, it would move the list down).
const DISMISSED_COOKIE = 'ml_category_notice_off';
const DISMISSED_DAYS = 365;

/** A list of account ids kept as JSON (in localStorage, or percent-encoded in a cookie); [] for anything else. */
function idList(text: string | null | undefined, percentEncoded = false): string[] {
  try {
    const v = JSON.parse(text ? (percentEncoded ? decodeURIComponent(text) : text) : '[]') as unknown;
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}
/** The list with `id` added last, the oldest dropped beyond 20. */
const withId = (list: string[], id: string) => [...list.filter((v) => v !== id), id].slice(-20);

/** A cookie of the page: the request's while the server renders a member's page, else the browser's. */
function usePageCookie(name: string): string | undefined {
  const server = useContext(ServerMemberContext);
  return server ? server.cookie(name) : readCookie(name);
}

const stored = (key: string) => idList(window.localStorage.getItem(key));
function remember(key: string, id: string): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(withId(stored(key), id)));
  } catch {
    // Private mode: the prompt may show again on the next visit.
  }
}

/**
 * The workbench asks for the plan's categories: on the first visit with none chosen, a modal with
 * the picker (once); while some but not all are chosen, a notice that can be dismissed. A plan that
 * counts every category, a sub-account and an ended membership are not asked.
 */
export function CategoryPrompt() {
  const { t } = useTranslation('workbench');
  const hydrated = useHydrated();
  const { user } = useStores();
  const info = useStore(user, (s) => s.info);
  const q = useCategoryChoice();
  const choice = q.data?.code === 200 ? q.data.data : undefined;
  // The account the prompt remembers; nothing shows until the session has named it.
  const uid = (info?.user as { userId?: unknown } | undefined)?.userId;
  const id = uid === undefined || uid === null ? undefined : String(uid);
  const [modal, setModal] = useState<'open' | 'closed' | null>(null);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const named = parseUserCookie(usePageCookie(SESSION_KEYS.userCookie))?.account;
  const account = typeof named === 'string' || typeof named === 'number' ? String(named) : undefined;
  const dismissed = idList(usePageCookie(DISMISSED_COOKIE), true);
  const noticeShown = !noticeClosed && account !== undefined && !dismissed.includes(account);
  const dismiss = () => {
    if (account !== undefined) writeCookie(DISMISSED_COOKIE, encodeURIComponent(JSON.stringify(withId(dismissed, account))), DISMISSED_DAYS);
    setNoticeClosed(true);
  };
  const asked = Boolean(hydrated && choice && id !== undefined && choice.allowed !== null && choice.canChange);
  const chosen = choice?.slots.filter((s) => s.typeId !== null).length ?? 0;
  // Decided once per page: the modal stays open while the member fills slots in it.
  if (asked && modal === null && id !== undefined && chosen === 0) setModal(stored(PROMPTED).includes(id) ? 'closed' : 'open');
  // Every slot chosen in the modal: it has done its work.
  if (modal === 'open' && choice && !choice.needsChoice) setModal('closed');
  useEffect(() => {
    if (modal === 'open' && id !== undefined) remember(PROMPTED, id);
  }, [modal, id]);

  // None chosen yet: the modal on the first visit (the browser remembers the visit).
  if (modal === 'open')
    return asked && choice && choice.allowed !== null ? (
      <Modal open title={t('categories.promptTitle')} footer={<Button onClick={() => setModal('closed')}>{t('categories.later')}</Button>} onCancel={() => setModal('closed')} width={640} rootClassName="category-prompt">
        <p>{t('categories.promptLead', { count: choice.allowed })}</p>
        <CategorySlots choice={choice} />
      </Modal>
    ) : null;
  // Some chosen and some not, drawn by the server with the page as well; none chosen, once the modal
  // has been seen.
  if (!choice || choice.allowed === null || !choice.canChange || !choice.needsChoice || !noticeShown) return null;
  return chosen > 0 || modal === 'closed' ? <Notice left={choice.slots.length - chosen} onClose={dismiss} /> : null;
}

/** The notice of category slots still to choose, with the way to the categories page. */
function Notice({ left, onClose }: { left: number; onClose: () => void }) {
  const { t } = useTranslation('workbench');
  const localize = useLocalize();
  return (
    <Alert
      className="category-notice"
      style={{ marginBottom: 16 }}
      type="info"
      showIcon
      closable={{ onClose, 'aria-label': t('categories.dismiss') }}
      data-testid="category-notice"
      title={t('categories.notice', { count: left })}
      action={
        <Button size="small" type="primary" href={localize(CATEGORIES_PATH)}>
          {t('categories.noticeAction')}
        </Button>
      }
    />
  );
}
