import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthState, type Auth } from '@marketlens/core/auth';
import { SubmitButton } from './fields';

/**
 * Account select (mode accout_select): a login whose number has a main account and sub-accounts picks
 * the one to enter, the main one first and preselected; core spends the kept login credential on the choice.
 */
export default function AccountChoice({ auth, level = 2 }: { auth: Auth; /** The title's heading level where the choice sits. */ level?: 1 | 2 }) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const accounts = useAuthState(auth, (s) => s.accounts);
  const loading = useAuthState(auth, (s) => s.loading);
  const [chosen, setChosen] = useState(accounts[0]?.account ?? '');
  const Title = level === 1 ? 'h1' : 'h2';
  return (
    <form
      className="mlu-choice-form"
      data-testid="account-select"
      onSubmit={(e) => {
        e.preventDefault();
        void auth.selectAccount(chosen);
      }}
    >
      <Title id={titleId} className="mlu-title">
        {t('select.title')}
      </Title>
      <p className="mlu-choice-hint">{t('select.hint')}</p>
      <fieldset className="mlu-choices" aria-labelledby={titleId}>
        {accounts.map((a) => (
          <label key={a.account} className="mlu-choice">
            <input type="radio" name={`${titleId}-account`} value={a.account} checked={chosen === a.account} onChange={() => setChosen(a.account)} />
            <span className="mlu-choice-who">
              <span className="mlu-choice-name">{a.nickName}</span>
              <span className="mlu-choice-id">{a.account}</span>
              <span className={a.accountType === 'main' ? 'mlu-tag mlu-tag-main' : 'mlu-tag'}>{t(a.accountType === 'main' ? 'select.main' : 'select.sub')}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <SubmitButton loading={loading} disabled={!chosen} testId="account-select-continue">
        {t('actions.continue')}
      </SubmitButton>
    </form>
  );
}
