import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossaryTranslation } from './glossary';
import { glossaryProvider, libreTranslateProvider, providerFromEnv, yandexCloudProvider } from './provider';

/**
 * Local fakes of the two engines' documented HTTP APIs:
 * - LibreTranslate: POST /translate with JSON { q, source, target, format, api_key? } → { translatedText };
 *   a wrong key → 403 { error }.
 * - Yandex Cloud Translate v2: POST /translate/v2/translate with `Authorization: Api-Key <key>` and JSON
 *   { texts[], targetLanguageCode, sourceLanguageCode?, folderId?, format } → { translations: [{ text }] };
 *   a wrong key → 401 { code, message }.
 */
const DICTIONARY: Record<string, string> = { 'zh>ru:请问您需要什么颜色？': 'Какой цвет вам нужен?', 'ru>zh:Пожалуйста, уточните размер': '请确认尺码' };
const seen: { path: string; body: Record<string, unknown>; auth?: string | undefined }[] = [];

const fake = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    seen.push({ path: req.url ?? '', body, auth: req.headers.authorization });
    const json = (status: number, value: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
    if (req.method === 'POST' && req.url === '/libre/translate') {
      if (body.api_key !== 'libre-key') return json(403, { error: 'Invalid API key' });
      if (typeof body.q !== 'string' || typeof body.source !== 'string' || typeof body.target !== 'string') return json(400, { error: 'Invalid request: missing q' });
      return json(200, { translatedText: DICTIONARY[`${body.source}>${body.target}:${body.q}`] ?? `[${body.target}] ${body.q}` });
    }
    if (req.method === 'POST' && req.url === '/translate/v2/translate') {
      if (req.headers.authorization !== 'Api-Key yandex-key') return json(401, { code: 16, message: 'Unknown api key', details: [] });
      const texts = body.texts;
      if (!Array.isArray(texts) || typeof body.targetLanguageCode !== 'string') return json(400, { code: 3, message: 'texts and targetLanguageCode are required' });
      return json(200, { translations: texts.map((t) => ({ text: DICTIONARY[`${String(body.sourceLanguageCode)}>${body.targetLanguageCode}:${String(t)}`] ?? `[${body.targetLanguageCode}] ${String(t)}`, detectedLanguageCode: body.sourceLanguageCode })) });
    }
    json(404, { error: 'not found' });
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));

describe('LibreTranslate adapter', () => {
  it('sends the documented request and returns the whole translation', async () => {
    const libre = libreTranslateProvider(`${base}/libre`, 'libre-key');
    expect(libre.name).toBe('libretranslate');
    expect(await libre.translate('请问您需要什么颜色？', 'zh', 'ru')).toBe('Какой цвет вам нужен?');
    expect(seen.at(-1)).toMatchObject({ path: '/libre/translate', body: { q: '请问您需要什么颜色？', source: 'zh', target: 'ru', format: 'text', api_key: 'libre-key' } });
  });

  it('fails on a refused key instead of returning an empty text', async () => {
    await expect(libreTranslateProvider(`${base}/libre/`, 'wrong').translate('привет', 'ru', 'zh')).rejects.toThrow('403');
  });
});

describe('Yandex Cloud Translate adapter', () => {
  it('sends the API key header, the folder and plain-text format, and returns the translation', async () => {
    const yandex = yandexCloudProvider('yandex-key', 'b1g-folder', `${base}/translate/v2/translate`);
    expect(await yandex.translate('Пожалуйста, уточните размер', 'ru', 'zh')).toBe('请确认尺码');
    expect(seen.at(-1)).toMatchObject({
      path: '/translate/v2/translate',
      auth: 'Api-Key yandex-key',
      body: { texts: ['Пожалуйста, уточните размер'], sourceLanguageCode: 'ru', targetLanguageCode: 'zh', folderId: 'b1g-folder', format: 'PLAIN_TEXT' },
    });
  });

  it('fails on a refused key', async () => {
    await expect(yandexCloudProvider('wrong', undefined, `${base}/translate/v2/translate`).translate('привет', 'ru', 'zh')).rejects.toThrow('401');
  });

  it('is chosen from the environment as the README describes', () => {
    expect(providerFromEnv({ YANDEX_TRANSLATE_API_KEY: 'k', YANDEX_TRANSLATE_URL: `${base}/translate/v2/translate` }).name).toBe('cloud');
    expect(providerFromEnv({ LIBRETRANSLATE_URL: `${base}/libre`, YANDEX_TRANSLATE_API_KEY: 'k' }).name).toBe('libretranslate');
    expect(providerFromEnv({})).toBe(glossaryProvider);
  });
});

describe('the glossary says when it did not know every word', () => {
  it('marks a chat sentence with unknown words as incomplete', () => {
    const partial = glossaryTranslation('请问您需要什么颜色？', 'zh', 'ru');
    expect(partial.complete).toBe(false);
    expect(partial.unknown.length).toBeGreaterThan(0);
    expect(glossaryTranslation('无线蓝牙耳机 黑色', 'zh', 'ru')).toMatchObject({ text: 'беспроводной bluetooth наушники чёрный', complete: true });
    expect(glossaryTranslation('Беспроводные наушники для телефона', 'ru', 'en').complete).toBe(true);
    expect(glossaryTranslation('Здравствуйте! Когда будет доставка?', 'ru', 'zh').complete).toBe(false);
  });
});
