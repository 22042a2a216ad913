import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createAuth, LOGIN_MODES, type Auth } from '@marketlens/core/auth';
import { WithText } from '../testing';
import AccountChoice from './account-choice';
import { RiskVerify } from './risk-verify';
import { brokenRules } from './ruled-form';
import { LightTabs } from './tabs';

/** core's auth flows with no server behind them: the parts read its state and call the actions given. */
function fakeAuth(actions: Partial<Auth> = {}): Auth {
  return { ...createAuth({ http: {} as never, user: {} as never, promote: {} as never, mode: LOGIN_MODES.accountLogin }), ...actions };
}

describe('brokenRules', () => {
  it('lists the message of every rule the value breaks, a throwing validator with its own words', async () => {
    const rules = [{ required: true, message: 'required' }, { max: 3, message: 'too long' }, { validator: async (_: unknown, v: string) => { if (v.startsWith('x')) throw new Error('no x'); } }];
    expect(await brokenRules(rules, '')).toEqual(['required']);
    expect(await brokenRules(rules, 'xxxx')).toEqual(['too long', 'no x']);
    expect(await brokenRules(rules, 'ab')).toEqual([]);
  });
});

describe('AccountChoice', () => {
  it('preselects the main account and enters the one chosen', async () => {
    const select = vi.fn(async () => true);
    const auth = fakeAuth({ selectAccount: select });
    auth.state.setState({
      mode: LOGIN_MODES.accountSelect,
      accounts: [
        { account: '13800138000', nickName: 'Boss', accountType: 'main' },
        { account: 'demo_ops', nickName: 'Ops', accountType: 'sub' },
      ] as never,
    });
    render(<AccountChoice auth={auth} />, { wrapper: WithText });
    const group = screen.getByRole('group', { name: 'Choose the account to log in with' });
    expect(group).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /13800138000.*Main account/ }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /demo_ops.*Sub-account/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Use this account' })));
    expect(select).toHaveBeenCalledWith('demo_ops');
  });
});

describe('RiskVerify', () => {
  const risk = { code: 10099, level: 'reset-low', resettable: true, verifyTypes: ['message', 'qrCode', 'password'], credential: 'c' };

  it('offers the WeChat check only where the app hands one in, and verifies by password', async () => {
    const verify = vi.fn(async () => true);
    const auth = fakeAuth({ verifyRisk: verify });
    auth.state.setState({ mode: LOGIN_MODES.identityAuth, risk: risk as never });
    const { rerender } = render(<RiskVerify auth={auth} />, { wrapper: WithText });
    expect(screen.queryByRole('button', { name: 'Verify with WeChat' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Verify with password' }));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'abc 123' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(verify).toHaveBeenCalledWith({ verifyType: 'password', password: 'abc123' });
    rerender(<RiskVerify auth={auth} qrCheck={() => <p>{'scan'}</p>} />);
    fireEvent.click(screen.getByRole('button', { name: 'Verify with WeChat' }));
    expect(screen.getByText('scan')).toBeTruthy();
  });

  it('tells a frozen account why, with no way to verify', () => {
    const auth = fakeAuth();
    auth.state.setState({ mode: LOGIN_MODES.identityAuth, risk: { code: 90004, level: 'freeze-high', resettable: false, verifyTypes: [] } as never });
    render(<RiskVerify auth={auth} />, { wrapper: WithText });
    expect(screen.getByRole('alert').textContent).toContain('This account is frozen');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('LightTabs', () => {
  it('moves between tabs with the arrow keys and keeps a kept tab mounted', () => {
    const onChange = vi.fn();
    const tabs = [
      { key: 'a', label: 'A', keep: true, render: () => <input aria-label="kept" /> },
      { key: 'b', label: 'B', render: () => <p>{'panel b'}</p> },
    ] as const;
    const { rerender } = render(<LightTabs tabs={tabs} active="a" onChange={onChange} />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'A' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith('b');
    rerender(<LightTabs tabs={tabs} active="b" onChange={onChange} />);
    expect(screen.getByText('panel b')).toBeTruthy();
    expect(screen.getByLabelText('kept', { selector: 'input' }).closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
  });
});
