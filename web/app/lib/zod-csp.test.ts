import { describe, expect, it } from 'vitest';
import './zod-csp';
import { config } from 'zod';

describe('zod-csp', () => {
  it('turns off the eval probe of the zod this site bundles', () => {
    expect(config().jitless).toBe(true);
  });
});
