import { describe, expect, it } from 'vitest';
import { MONITOR_CODES, MYSHOP_CODES, PATROL_CODES, WORKBENCH_CODES } from '../constants';
import { ADMIN_CODES } from './admin';
import { ADMIN_OPS_CODES } from './admin-operations';
import { CONTENT_CODES } from './content';
import { IDENTITY_CODES } from './identity-codes';
import { LOTTERY_CODES } from './lottery';
import { PRICING_CODES } from './pricing';
import { PROMOTE_CODES } from './promotion';
import { MARKET_CODES } from './report';
import { UPLOAD_CODES } from './upload';

describe('business codes', () => {
  it('mean one thing each across every service', () => {
    const catalogues = { ADMIN_CODES, ADMIN_OPS_CODES, CONTENT_CODES, IDENTITY_CODES, LOTTERY_CODES, MARKET_CODES, MONITOR_CODES, MYSHOP_CODES, PATROL_CODES, PRICING_CODES, PROMOTE_CODES, UPLOAD_CODES, WORKBENCH_CODES };
    const owners = new Map<number, string>();
    const clashes: string[] = [];
    for (const [catalogue, codes] of Object.entries(catalogues)) {
      for (const [name, code] of Object.entries(codes as Record<string, unknown>)) {
        if (typeof code !== 'number') continue;
        const owner = `${catalogue}.${name}`;
        const other = owners.get(code);
        // A catalogue may name one code twice (aliases); two catalogues may not share one.
        if (other && other.split('.')[0] !== catalogue) clashes.push(`${code}: ${other} and ${owner}`);
        else owners.set(code, owner);
      }
    }
    expect(clashes).toEqual([]);
    expect(owners.size).toBeGreaterThan(30);
  });
});
