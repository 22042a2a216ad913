import type { BackendModule } from 'i18next';
import { describe, expect, it } from 'vitest';
import { allResources } from '@marketlens/locales/all';
import { createI18n, recordNamespaces, resourcesScript, webResources } from './i18n';

const inlined = (script: string) => Object.keys(JSON.parse(/>(.*)<\/script>$/.exec(script)?.[1] ?? '{}') as object).sort();

describe('page texts', () => {
  it('records the namespaces the lookups read, common always', () => {
    const i18n = createI18n('en-US', webResources(allResources['en-US']));
    const used = recordNamespaces(i18n);
    i18n.t('pages.selectionHot.title', { ns: 'analytics' });
    i18n.t('monitor:tabs.goods');
    expect([...used].sort()).toEqual(['analytics', 'common', 'monitor']);
    expect(inlined(resourcesScript(allResources['en-US'], used))).toEqual(['analytics', 'common', 'monitor']);
    expect(inlined(resourcesScript(allResources['en-US'])).length).toBeGreaterThan(10);
  });

  it('loads a namespace the page did not carry when asked', async () => {
    const asked: string[] = [];
    const backend: BackendModule = { type: 'backend', init: () => undefined, read: (_lng, ns, done) => (asked.push(`${_lng}|${ns}`), done(null, webResources(allResources['en-US'])[ns as 'monitor'])) };
    const i18n = createI18n('en-US', { common: allResources['en-US'].common }, backend);
    expect(i18n.hasLoadedNamespace('monitor')).toBe(false);
    await i18n.loadNamespaces(['monitor']);
    expect(asked).toEqual(['en-US|monitor']);
    expect(i18n.t('monitor:tabs.goods')).toBe(allResources['en-US'].monitor.tabs.goods);
  });
});
