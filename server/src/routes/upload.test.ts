import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { Jimp } from 'jimp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '@marketlens/core/contract';
import { uploadUsage } from '../db/schema/serving';
import { reserveUploadBytes, USER_UPLOAD_QUOTA_BYTES } from '../services/uploads/quota';
import { MAX_IMAGE_SIDE, RESIZED_MAX_SIDE } from '../services/uploads/store';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';
import { UPLOADS_PER_ADDRESS_PER_MINUTE, UPLOADS_PER_USER_PER_MINUTE } from './upload';

const IDENTITY = '/api/ram/ddqbt/v1';
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const form = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

type Body = { code: number; message?: string; data: upload.Uploaded };

/** A PNG whose header announces `width` × `height` pixels (a signature, IHDR and IEND; no pixel data). */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (kind: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(kind, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([PNG.subarray(0, 8), chunk('IHDR', ihdr), chunk('IEND', Buffer.alloc(0))]);
}

describe.each(testTargets)('image uploads on $name', ({ url }) => {
  let server: TestServer;
  let auth: Record<string, string>;
  let userId: number;
  const send = async (pathname: string, body: FormData | string, headers: Record<string, string> = auth) => {
    const res = await server.app.request(`${IDENTITY}${pathname}`, { method: 'POST', body, headers });
    return { status: res.status, body: (await res.json()) as Body };
  };
  beforeAll(async () => {
    server = await openTestServer(url);
    const signedIn = await signIn(server, '13900002222');
    auth = signedIn.headers;
    userId = signedIn.userId;
  }, 180_000);
  afterAll(async () => server.close());

  it('stores a PNG unaltered under the data folder and serves it back by its URL in its own sandbox', async () => {
    const { status, body } = await send('/file/imageUploadNoResize', form(PNG));
    expect(status).toBe(200);
    expect(upload.imageUploadNoResize.response.parse(body).data).toMatchObject({ type: 'image/png', size: PNG.byteLength });
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads'))).toHaveLength(1);
    const served = await server.app.request(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The upload's own policy, not the pages' one.
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('refuses an image of 20,000 × 20,000 pixels on every upload path, resized or not, and stores nothing', async () => {
    const before = fs.existsSync(path.join(server.dataDir, 'uploads')) ? fs.readdirSync(path.join(server.dataDir, 'uploads')).length : 0;
    for (const pathname of ['/file/imgeUpload', '/file/imageUploadNoResize', '/public/uploadImg']) {
      const { status, body } = await send(pathname, form(pngHeader(20_000, 20_000)));
      expect(status).toBe(413);
      expect(body).toMatchObject({ code: upload.UPLOAD_CODES.tooLarge, message: '图片像素过多，请上传较小的图片' });
    }
    // A long strip under the pixel count is refused by its side.
    expect((await send('/file/imageUploadNoResize', form(pngHeader(MAX_IMAGE_SIDE + 1, 1)))).status).toBe(413);
    const after = fs.existsSync(path.join(server.dataDir, 'uploads')) ? fs.readdirSync(path.join(server.dataDir, 'uploads')).length : 0;
    expect(after).toBe(before);
  });

  it('refuses uploads from guests on every upload path', async () => {
    for (const pathname of ['/file/imgeUpload', '/file/imageUploadNoResize', '/public/uploadImg']) {
      expect((await send(pathname, form(PNG), {})).status).toBe(401);
    }
  });

  it('resizes on imgeUpload and keeps every pixel on imageUploadNoResize', async () => {
    const photo = new Jimp({ width: 1600, height: 1200, color: 0x3366ccff });
    const jpeg = await photo.getBuffer('image/jpeg', { quality: 90 });
    const resized = await send('/file/imgeUpload', form(jpeg, 'photo.jpg', 'image/jpeg'));
    expect(resized.status).toBe(200);
    expect(resized.body.data.type).toBe('image/jpeg');
    const stored = Buffer.from(await (await server.app.request(resized.body.data.url)).arrayBuffer());
    expect(imageSize(stored)).toMatchObject({ width: RESIZED_MAX_SIDE, height: Math.round((RESIZED_MAX_SIDE * 1200) / 1600) });
    const kept = await send('/file/imageUploadNoResize', form(jpeg, 'photo.jpg', 'image/jpeg'));
    const original = Buffer.from(await (await server.app.request(kept.body.data.url)).arrayBuffer());
    expect(original.equals(jpeg)).toBe(true);
    expect(imageSize(original)).toMatchObject({ width: 1600, height: 1200 });
  }, 120_000);

  it('refuses to resize an image whose header announces more pixels than may be decoded', async () => {
    // A PNG header of 20000 × 20000 pixels: refused before decoding.
    const bomb = Buffer.from(PNG);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    const res = await send('/file/imgeUpload', form(bomb));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(upload.UPLOAD_CODES.tooLarge);
  });

  it('refuses an upload that would pass the user\'s storage quota', async () => {
    await server.database.db.update(uploadUsage).set({ bytes: USER_UPLOAD_QUOTA_BYTES - 10 }).where(eq(uploadUsage.userId, userId));
    const full = await send('/file/imageUploadNoResize', form(PNG));
    expect(full.status).toBe(403);
    expect(full.body.code).toBe(upload.UPLOAD_CODES.quotaFull);
    await server.database.db.update(uploadUsage).set({ bytes: 0 }).where(eq(uploadUsage.userId, userId));
  });

  it('reserves storage in one statement: parallel uploads never pass the quota together', async () => {
    const { userId: other } = await signIn(server, '13900003333');
    const size = 4 * 1024 * 1024;
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveUploadBytes(server.database.db, other, size)));
    expect(results.filter(Boolean)).toHaveLength(Math.floor(USER_UPLOAD_QUOTA_BYTES / size));
    const [row] = await server.database.db.select().from(uploadUsage).where(eq(uploadUsage.userId, other));
    expect(row?.bytes).toBe(Math.floor(USER_UPLOAD_QUOTA_BYTES / size) * size);
  });

  it('recognises an image by its bytes, not by its name or declared type', async () => {
    const jpeg = await new Jimp({ width: 4, height: 3, color: 0x336699ff }).getBuffer('image/jpeg');
    const named = await send('/file/imageUploadNoResize', form(jpeg, 'scan.txt', 'text/plain'));
    expect(named.body.data.type).toBe('image/jpeg');
    // JPEG's first bytes without an image behind them are not an image.
    const fake = await send('/file/imageUploadNoResize', form(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]), 'x.jpg', 'image/jpeg'));
    expect(fake.status).toBe(415);
    const script = await send('/file/imgeUpload', form(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png'));
    expect(script.status).toBe(415);
    expect(script.body.code).toBe(upload.UPLOAD_CODES.notImage);
  });

  it('refuses a form without a file and a body that is not a form', async () => {
    const data = new FormData();
    data.append('other', 'x');
    expect((await send('/file/imgeUpload', data)).body.code).toBe(upload.UPLOAD_CODES.missingFile);
    const plain = await send('/file/imgeUpload', 'just text', { 'Content-Type': 'text/plain' });
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
  });

  it('accepts a photo of a few hundred kilobytes', async () => {
    const photo = Buffer.concat([PNG, Buffer.alloc(800 * 1024, 7)]);
    const { status, body } = await send('/file/imageUploadNoResize', form(photo));
    expect(status).toBe(200);
    expect(body.data.size).toBe(photo.byteLength);
  });

  it('refuses an image larger than 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(upload.MAX_UPLOAD_BYTES + 10)]);
    const { status, body } = await send('/file/imgeUpload', form(big));
    expect(status).toBe(413);
    expect(body.code).toBe(upload.UPLOAD_CODES.tooLarge);
  });

  it('takes images on the token path from a signed-in user', async () => {
    const signedIn = await send('/public/uploadImg', form(PNG), auth);
    expect(signedIn.body.code).toBe(200);
  });

  it('answers 404 for a name that is not a stored image', async () => {
    expect((await server.app.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.app.request(`/api/uploads/${'a'.repeat(64)}.png`)).status).toBe(404);
  });
});

describe('upload rate limits', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await openTestServer(undefined);
  }, 180_000);
  afterAll(async () => server.close());
  const send = async (headers: Record<string, string>) =>
    (await server.app.request(`${IDENTITY}/file/imageUploadNoResize`, { method: 'POST', body: form(PNG), headers })).status;

  it('limits uploads per user, then per address across users', async () => {
    const first = (await signIn(server, '13900004444')).headers;
    const statuses = [];
    for (let i = 0; i <= UPLOADS_PER_USER_PER_MINUTE; i++) statuses.push(await send(first));
    expect(statuses.filter((s) => s === 200)).toHaveLength(UPLOADS_PER_USER_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    // The same address: other users share what is left of its minute.
    const others = await Promise.all(['13900005555', '13900006666', '13900007777'].map(async (m) => (await signIn(server, m)).headers));
    const more = [];
    for (const headers of others) for (let i = 0; i < UPLOADS_PER_USER_PER_MINUTE - 5; i++) more.push(await send(headers));
    expect(more.filter((s) => s === 200)).toHaveLength(UPLOADS_PER_ADDRESS_PER_MINUTE - UPLOADS_PER_USER_PER_MINUTE);
    expect(more.at(-1)).toBe(429);
  });
});
