import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';

/**
 * Account select (mode accout_select), as on the site: a number with sub-accounts picks the account to
 * enter, the main one first and preselected; core spends the kept login credential on the choice.
 */
export function AccountChoice({ auth }: { auth: Auth }) {
  const { t } = useTranslation('extension');
  const accounts = useAuthState(auth, (s) => s.accounts);
  const loading = useAuthState(auth, (s) => s.loading);
  const [chosen, setChosen] = useState(accounts[0]?.account ?? '');
  return (
    <form
      className="ml-stack"
      data-testid="account-select"
      onSubmit={(e) => {
        e.preventDefault();
        void auth.selectAccount(chosen);
      }}
    >
      <fieldset className="ml-choices">
        <legend className="ml-h2">{t('login.chooseAccount')}</legend>
        <p className="ml-muted">{t('login.chooseHint')}</p>
        {accounts.map((a) => (
          <label key={a.account} className="ml-choice">
            <input type="radio" name="ml-account" value={a.account} checked={chosen === a.account} onChange={() => setChosen(a.account)} />
            <span>
              <strong>{a.nickName}</strong> <span className="ml-muted">{a.account}</span>
            </span>
            <span className="ml-tag">{t(a.accountType === 'main' ? 'login.mainAccount' : 'login.subAccount')}</span>
          </label>
        ))}
      </fieldset>
      <button type="submit" className="ml-primary" disabled={loading || !chosen} data-testid="account-select-continue">
        {loading ? t('login.submitting') : t('login.useAccount')}
      </button>
    </form>
  );
}
