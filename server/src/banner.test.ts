import { describe, expect, it } from 'vitest';
import { startupBanner } from './banner';
import { DEMO } from './db/seed/identity';

describe('the start-up banner', () => {
  const facts = { port: 8080, databaseUrl: undefined, dataDir: '/tmp/ml-data' };

  it('names neither the demo password nor the development SMS outbox in production', () => {
    const text = startupBanner({ ...facts, production: true });
    expect(text).toContain('http://localhost:8080');
    expect(text).not.toContain(DEMO.password);
    expect(text).not.toContain(DEMO.main);
    expect(text).not.toMatch(/outbox/i);
    expect(text).toContain('npm run admin');
  });

  it('lists the demo account and the outbox locally', () => {
    const text = startupBanner({ ...facts, production: false });
    expect(text).toContain(`phone ${DEMO.main}, password ${DEMO.password}`);
    expect(text).toContain('/api/dev/sms-outbox');
  });
});
