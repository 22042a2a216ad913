// Regenerates the call table of core/README.md from the contract: `npx tsx core/scripts/call-table.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import * as contract from '../src/contract/index';
import { isCallDef } from '../src/api/endpoint';

const readme = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../README.md');
const BEGIN = '<!-- call-table:begin -->';
const END = '<!-- call-table:end -->';

// Who calls what beyond the website: the extension's features and the end-to-end tests.
const USERS: Record<string, string> = {
  'translate.translate': 'extension (title and chat translation), web',
  'rates.latest': 'extension (exchange rates), web (pricing tools)',
  'upload.imgeUpload': 'extension (image search), web',
  'upload.imageUploadNoResize': 'extension (image search), web',
  'identity.channelUserInfo': 'web, extension (popup account)',
  'identity.logout': 'web, extension',
  'dev.marketAdvance': 'end-to-end tests, local development',
  'overlay.goodsFigures': 'extension (figures on Ozon search, category and shop pages)',
  'workbench.goodsDetail': 'web, extension (figures on the Ozon goods page)',
  'monitor.add': 'web, extension (monitor from the Ozon goods page)',
  'pricing.templateList': 'web, extension (suggested Ozon price on 1688 offers)',
  'pricing.pricingTables': 'web, extension (suggested Ozon price on 1688 offers)',
  'dev.mailOutbox': 'server tests, local development',
  'dev.smsOutbox': 'end-to-end tests, local development',
  'identity.createAccessToken': 'web, extension (password/SMS/WeChat login, account select: auth.selectAccount)',
  'identity.loginPc': 'web, extension (password login)',
  'identity.loginV2': 'web, extension (SMS login; WeChat QR login: auth.loginWithWechat)',
  'identity.createLoginQrcode': 'web, extension (WeChat QR login and bind: createLoginQr, auth.wechatLoginQr / wechatBindQr)',
  'identity.loginQrcodeStatus': 'web, extension (WeChat QR polling every 2 s: createLoginQr)',
  'identity.addWeiXinBind': 'web (WeChat bind: auth.bindWechat, auth.wechatBindQr)',
  'identity.createUserAndBindWx': 'web (WeChat registration in qr_code_bind_wx: auth.registerWithWechat)',
  'dev.wechatScan': 'end-to-end tests, core auth tests, local development',
  'identity.issueSliderCaptcha': 'web, extension (slider captcha: createSliderPuzzle)',
  'identity.verifySliderCaptcha': 'web, extension (slider captcha: createSliderPuzzle)',
  'dev.captchaAnswer': 'end-to-end tests, core auth tests, local development',
};
const defaultUser = (service: string) => (service === 'dev' ? 'end-to-end tests, local development' : 'web');

function fields(schema: z.ZodType | undefined, depth = 0): string {
  if (!schema) return '—';
  const def = (schema as unknown as { def: { type: string; innerType?: z.ZodType; in?: z.ZodType; element?: z.ZodType } }).def;
  if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return fields(def.innerType, depth);
  if (def.type === 'pipe') return fields(def.in, depth);
  if (def.type === 'array') return `[${fields(def.element, depth)}]`;
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return depth === 0 ? `(${def.type})` : '';
  return Object.entries(shape)
    .filter(([k]) => depth > 0 || (k !== 'code' && k !== 'message'))
    .map(([k, v]) => {
      const inner = depth < 1 ? fields(v, depth + 1) : '';
      return inner && inner !== '—' ? `${k} {${inner.replace(/^\[(.*)\]$/, '$1')}}` : k;
    })
    .join(', ');
}

const rows: string[] = [];
for (const [module, exports] of Object.entries(contract)) {
  if (typeof exports !== 'object' || exports === null) continue;
  for (const [name, def] of Object.entries(exports as Record<string, unknown>)) {
    if (!isCallDef(def)) continue;
    const request = [def.query ? `query: ${fields(def.query)}` : '', def.body ? `body: ${fields(def.body)}` : ''].filter(Boolean).join('; ') || '—';
    const token = def.token ? ' (token)' : '';
    rows.push(`| ${module} | \`${module}Api.${name}\` | ${def.method} | \`${def.service}\` \`${def.path}\`${token} | ${request} | ${fields(def.response) || '—'} | ${USERS[`${module}.${name}`] ?? defaultUser(module)} |`);
  }
}
const table = ['| module | client function | method | base + path | request fields | response fields (besides code, message) | used by |', '| --- | --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
const text = fs.readFileSync(readme, 'utf8');
const start = text.indexOf(BEGIN);
const end = text.indexOf(END);
if (start < 0 || end < 0) throw new Error('README lacks the call-table markers');
fs.writeFileSync(readme, `${text.slice(0, start + BEGIN.length)}\n${table}\n${text.slice(end)}`);
console.log(`call table: ${rows.length} calls`);
