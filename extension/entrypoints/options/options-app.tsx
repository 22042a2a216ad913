import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browser } from 'wxt/browser';
import { useExtensionEnv } from '../../lib/extension-context';
import { connectionItem } from '../../lib/connection';
import { parseOrigin } from '../../lib/settings';
import { ObservationOption } from './observation-option';

/** Where the MarketLens site and API live; an origin outside the built-in ones is asked for at run time. */
export function OptionsApp() {
  const { t } = useTranslation('extension');
  const { connection } = useExtensionEnv();
  const [site, setSite] = useState(connection.siteOrigin);
  const [api, setApi] = useState(connection.apiOrigin);
  const [status, setStatus] = useState<'saved' | 'invalidOrigin' | 'permissionDenied' | undefined>();

  async function save() {
    const siteOrigin = parseOrigin(site);
    const apiOrigin = api.trim() ? parseOrigin(api) : '';
    if (!siteOrigin || apiOrigin === undefined) return setStatus('invalidOrigin');
    const origins = [siteOrigin, apiOrigin].filter(Boolean).map((o) => `${o}/*`);
    const granted = (await browser.permissions.contains({ origins })) || (await browser.permissions.request({ origins }));
    if (!granted) return setStatus('permissionDenied');
    await connectionItem.setValue({ siteOrigin, apiOrigin });
    setStatus('saved');
  }

  return (
    <main className="ml-page ml-stack" style={{ maxWidth: 520 }}>
      <h1>{t('options.title')}</h1>
      <form
        className="ml-stack"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <label className="ml-field">
          <span>{t('options.siteOrigin')}</span>
          <input name="siteOrigin" value={site} onChange={(e) => setSite(e.target.value)} />
        </label>
        <label className="ml-field">
          <span>{t('options.apiOrigin')}</span>
          <input name="apiOrigin" value={api} onChange={(e) => setApi(e.target.value)} />
        </label>
        <button type="submit" className="ml-primary">
          {t('options.save')}
        </button>
        {status && (
          <p role="status" className={status === 'saved' ? 'ml-muted' : 'ml-error'}>
            {t(`options.${status}`)}
          </p>
        )}
      </form>
      <ObservationOption />
    </main>
  );
}
