import { constants, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { closeWorkers, runTask } from './pool';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs1', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
const block = (text: string) => publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(text)).toString('base64');
/** A block whose plaintext is `em` as it stands, without PKCS#1 padding. */
const raw = (em: Buffer) => publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, em).toString('base64');
const decrypt = (parts: string[]) => runTask({ kind: 'decrypt', pem: privateKey, parts });

afterAll(() => closeWorkers());

describe('anti-bot decryption in the worker pool', () => {
  it('reads PKCS#1 v1.5 blocks and joins their text, UTF-8 included', async () => {
    expect(await decrypt([block('{"sid":"abc",'), block('"ts":1,"名":"卖家"}')])).toBe('{"sid":"abc","ts":1,"名":"卖家"}');
  });

  it('answers a block with bad padding with a stand-in of its own, the same each time, never the plaintext', async () => {
    const message = Buffer.from('{"sid":"abcdefghijklmnop"}');
    const em = Buffer.alloc(256, 0x11);
    em[0] = 0;
    em[1] = 1; // block type 1 is a signature's, not an encryption's
    em[255 - message.length] = 0;
    message.copy(em, 256 - message.length);
    const forged = raw(em);
    const first = await decrypt([forged]);
    expect(first).not.toContain('abcdefghijklmnop');
    expect(await decrypt([forged])).toBe(first);
    em[1] = 2;
    em[5] = 0; // separator inside the eight bytes of padding
    expect(await decrypt([raw(em)])).not.toContain('abcdefghijklmnop');
    expect(await decrypt([raw(em)])).not.toBe(first);
    // The same bytes with a right padding read as the message.
    em[5] = 0x11;
    expect(await decrypt([raw(em)])).toBe(message.toString());
  });

  it('refuses a block that is no number below the modulus', async () => {
    expect(await decrypt([Buffer.alloc(256, 0xff).toString('base64')])).toBeNull();
  });
});
