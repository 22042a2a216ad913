import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { content } from '@marketlens/core/contract';
import { useStore } from '@marketlens/core/stores';
import { useHttp, useStores } from '../../lib/http';
import { useLocalize } from '../../lib/lang';
import { useIsLoggedIn } from '../../lib/session';
import { loadContent } from './contract';
import { day, questionHref } from './items';
import { Pager } from './pager';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: content.PubRecord[]; total: number };

/** What the member published (questions, answers, replies), a page at a time; guests are asked to log in. */
export function MyPublications({ page, pageSize, pageHref }: { page: number; pageSize: number; pageHref?: (n: number) => string }) {
  const { t } = useTranslation('content');
  const http = useHttp();
  const localize = useLocalize();
  const loggedIn = useIsLoggedIn();
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    loadContent()
      .then((c) => http.call(c.pubRecord, { body: { pageNum: page, pageSize } }))
      .then((res) => live && setState({ status: 'ready', list: res.data.list, total: res.data.total }))
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [http, loggedIn, page, pageSize]);
  if (!loggedIn)
    return (
      <p className="empty-note">
        {t('member.guest')} <a href={localize('/login')}>{t('write.login')}</a>
      </p>
    );
  if (state.status === 'loading') return <p className="empty-note" aria-busy="true">{t('member.loading')}</p>;
  if (state.status === 'failed') return <p className="empty-note">{t('member.failed')}</p>;
  if (!state.list.length) return <p className="empty-note">{t('member.nothing')}</p>;
  return (
    <>
      <ul className="item-list" data-testid="publications">
        {state.list.map((r) => (
          <li key={`${r.kind}${r.id}`} className="item-card">
            <p className="item-meta">
              <span className="kind-tag">{t(`member.kind.${r.kind}`)}</span>
              <time dateTime={r.createdAt}>{day(r.createdAt)}</time>
            </p>
            <h3 className="item-title">
              <a href={localize(questionHref(r.questionId))}>{r.questionTitle}</a>
            </h3>
            {r.kind !== 'question' ? <p className="item-summary">{r.content.length > 160 ? `${r.content.slice(0, 160)}…` : r.content}</p> : null}
          </li>
        ))}
      </ul>
      {pageHref ? <Pager page={page} total={state.total} pageSize={pageSize} href={pageHref} /> : null}
    </>
  );
}

/** The member's card: name, account and links to their records. */
export function MemberCard() {
  const { t } = useTranslation('content');
  const { user } = useStores();
  const info = useStore(user, (s) => s.info?.user);
  const loggedIn = useIsLoggedIn();
  if (!loggedIn || !info) return null;
  const name = typeof info.nickName === 'string' && info.nickName ? info.nickName : t('member.anonymous');
  const account = typeof info.account === 'string' ? info.account : '';
  const masked = /^\d{11}$/.test(account) ? `${account.slice(0, 3)}****${account.slice(-4)}` : account;
  return (
    <div className="member-card" data-testid="member-card">
      <span className="member-initial" aria-hidden="true">
        {name.slice(0, 1)}
      </span>
      <div>
        <p className="member-name">{name}</p>
        {masked ? <p className="item-meta">{t('member.account', { account: masked })}</p> : null}
      </div>
    </div>
  );
}
