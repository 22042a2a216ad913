import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { identity } from '@marketlens/core/contract';
import enUS from '@marketlens/locales/en-US';
import ruRU from '@marketlens/locales/ru-RU';
import zhCN from '@marketlens/locales/zh-CN';
import { createPageI18n } from '../lib/i18n';
import { PlanCard } from './plan-card';

const now = Date.parse('2026-12-01T00:00:00Z');
const inDays = (d: number) => new Date(now + d * 24 * 60 * 60_000).toISOString();
const product = (tier: identity.Tier, ends: string): identity.Product => ({ planId: 12, tier, duration: 'year', maturityTime: ends, bonus: null, expired: false });
const ORIGIN = 'https://www.marketlens.example';

function show(locale: 'zh-CN' | 'en-US' | 'ru-RU', p: identity.Product | null) {
  const resources = { 'zh-CN': zhCN, 'en-US': enUS, 'ru-RU': ruRU }[locale];
  const i18n = createPageI18n(locale, { extension: resources.extension, core: resources.core, auth: resources.auth });
  return render(
    <I18nextProvider i18n={i18n}>
      <PlanCard product={p} siteOrigin={ORIGIN} now={now} />
    </I18nextProvider>,
  );
}

describe('the plan card of the popup', () => {
  afterEach(cleanup);

  it.each([
    ['zh-CN', '运营版', '即将到期', '剩余 3 天', '续费会员', `${ORIGIN}/pricing`],
    ['en-US', 'Operation', 'Ending soon', 'Days left: 3', 'Renew', `${ORIGIN}/en/pricing`],
    ['ru-RU', 'Операционный', 'Скоро закончится', 'Осталось дней: 3', 'Продлить', `${ORIGIN}/ru/pricing`],
  ] as const)('shows a plan ending soon and the way to renew it (%s)', (locale, tier, state, left, action, href) => {
    show(locale, product('operation', inDays(2.5)));
    expect(screen.getByTestId('plan-tier').textContent).toBe(tier);
    expect(screen.getByTestId('plan-state').textContent).toBe(state);
    expect(screen.getByTestId('plan-end').textContent).toContain(left);
    const link = screen.getByTestId('plan-action');
    expect(link.textContent).toBe(action);
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('offers the plans to a member without one and an upgrade to a trial', () => {
    show('en-US', null);
    expect(screen.getByTestId('membership').dataset.state).toBe('none');
    expect(screen.getByTestId('plan-tier').textContent).toBe('No membership yet');
    expect(screen.getByTestId('plan-action').textContent).toBe('See plans');
    cleanup();
    show('zh-CN', product('trial', inDays(5)));
    expect(screen.getByTestId('plan-state').textContent).toBe('试用中');
    expect(screen.getByTestId('plan-action').textContent).toBe('升级套餐');
  });

  it('says when an ended plan ended', () => {
    show('ru-RU', product('ultimate', inDays(-3)));
    expect(screen.getByTestId('membership').dataset.state).toBe('ended');
    expect(screen.getByTestId('plan-end').textContent).toMatch(/^закончилась /);
    expect(screen.getByTestId('plan-action').getAttribute('href')).toBe(`${ORIGIN}/ru/pricing`);
  });
});
