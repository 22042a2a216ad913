import { Button, Radio, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import '../../styles/account-select.css';

/**
 * Account select (mode accout_select): a login whose number has a main account and sub-accounts
 * picks the one to enter; core spends the kept login credential on the chosen account.
 */
export default function AccountSelect({ auth }: { auth: Auth }) {
  const { t } = useTranslation('auth');
  const accounts = useAuthState(auth, (s) => s.accounts);
  const busy = useAuthState(auth, (s) => s.loading);
  const [chosen, setChosen] = useState(accounts[0]?.account ?? '');
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
      <Button type="primary" size="large" block loading={busy} onClick={() => void auth.selectAccount(chosen)} data-testid="account-select-continue">
        {t('actions.continue')}
      </Button>
    </section>
  );
}
