import { Alert, Button, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { useHttp, useStores } from '../../lib/http';
import { switchToAccount } from './switch-account';
import '../../styles/account-select.css';

/**
 * Account select (mode accout_select): a login whose number has a main account and sub-accounts
 * picks the one to enter. The main account is already signed in; a sub-account is switched to.
 */
export default function AccountSelect({ auth, onChosen }: { auth: Auth; onChosen: () => void }) {
  const { t } = useTranslation('auth');
  const http = useHttp();
  const { user } = useStores();
  const accounts = useAuthState(auth, (s) => s.accounts);
  const [chosen, setChosen] = useState(accounts[0]?.account ?? '');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const enter = async () => {
    const target = accounts.find((a) => a.account === chosen);
    if (!target || target.accountType === 'main') return onChosen();
    setBusy(true);
    setFailed(false);
    const ok = await switchToAccount(http, user, target.account);
    setBusy(false);
    if (ok) onChosen();
    else setFailed(true);
  };
  return (
    <section className="auth-card-body" data-testid="account-select">
      <h1 className="auth-title">{t('select.title')}</h1>
      <p className="auth-note account-select-hint">{t('select.hint')}</p>
      <Radio.Group className="account-select-list" value={chosen} onChange={(e) => setChosen(String(e.target.value))} aria-label={t('select.title')}>
        {accounts.map((a) => (
          <Radio key={a.account} value={a.account} className="account-select-item">
            <span className="account-select-name">{a.nickName}</span>
            <span className="account-select-id">{a.account}</span>
            <Tag color={a.accountType === 'main' ? 'blue' : 'default'}>{t(a.accountType === 'main' ? 'select.main' : 'select.sub')}</Tag>
          </Radio>
        ))}
      </Radio.Group>
      {failed ? <Alert className="auth-error" type="error" showIcon title={t('select.switchFailed')} /> : null}
      <Button type="primary" size="large" block loading={busy} onClick={() => void enter()} data-testid="account-select-continue">
        {t('actions.continue')}
      </Button>
    </section>
  );
}
