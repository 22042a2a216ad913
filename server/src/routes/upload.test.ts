import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '@marketlens/core/contract';
import { testTargets } from '../testing/db';
import { openTestServer, signIn, type TestServer } from './report/test-kit';

const IDENTITY = '/api/ram/ddqbt/v1';
// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const form = (bytes: Uint8Array, name = 'photo.png', type = 'image/png') => {
  const data = new FormData();
  data.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
};

type Body = { code: number; message?: string; data: upload.Uploaded };

describe.each(testTargets)('image uploads on $name', ({ url }) => {
  let server: TestServer;
  let auth: Record<string, string>;
  const send = async (pathname: string, body: FormData | string, headers: Record<string, string> = {}) => {
    const res = await server.app.request(`${IDENTITY}${pathname}`, { method: 'POST', body, headers });
    return { status: res.status, body: (await res.json()) as Body };
  };
  beforeAll(async () => {
    server = await openTestServer(url);
    auth = (await signIn(server, '13900002222')).headers;
  });
  afterAll(async () => server.close());

  it('stores a PNG under the data folder and serves it back by its URL', async () => {
    const { status, body } = await send('/file/imgeUpload', form(PNG));
    expect(status).toBe(200);
    expect(upload.imgeUpload.response.parse(body).data).toMatchObject({ type: 'image/png', size: PNG.byteLength });
    expect(fs.readdirSync(path.join(server.dataDir, 'uploads'))).toHaveLength(1);
    const served = await server.app.request(body.data.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('recognises an image by its bytes, not by its name or declared type', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    const named = await send('/file/imageUploadNoResize', form(jpeg, 'scan.txt', 'text/plain'));
    expect(named.body.data.type).toBe('image/jpeg');
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

  it('takes images on the token path only from a signed-in user', async () => {
    expect((await send('/public/uploadImg', form(PNG))).status).toBe(401);
    const signedIn = await send('/public/uploadImg', form(PNG), auth);
    expect(signedIn.body.code).toBe(200);
  });

  it('answers 404 for a name that is not a stored image', async () => {
    expect((await server.app.request('/api/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect((await server.app.request(`/api/uploads/${'a'.repeat(64)}.png`)).status).toBe(404);
  });
});
