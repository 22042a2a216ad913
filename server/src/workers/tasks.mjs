// Work that would block the event loop, run in the worker pool of ./pool.ts: RSA decryption of
// anti-bot codes and image resizing. Plain JavaScript so that a worker needs no loader.
import { constants, createHash, createHmac, createPrivateKey, privateDecrypt } from 'node:crypto';
import { createJimp } from '@jimp/core';
import webp from '@jimp/wasm-webp';
import { defaultFormats, defaultPlugins } from 'jimp';

const Jimp = createJimp({ formats: [...defaultFormats, webp], plugins: defaultPlugins });

/** Parsed private keys by PEM, with their implicit-rejection key: parsing costs more than one decryption. */
const keys = new Map();

function privateKey(pem) {
  let key = keys.get(pem);
  if (!key) {
    key = { key: createPrivateKey(pem), rejection: createHash('sha256').update('anti-bot implicit rejection\0').update(pem).digest() };
    keys.set(pem, key);
  }
  return key;
}

/**
 * The message of a PKCS#1 v1.5 block (00 02, at least eight non-zero padding bytes, 00, message),
 * read without an early exit; on bad padding a stand-in derived from the ciphertext and the key
 * (implicit rejection, as OpenSSL does): the caller sees text that is not a payload, the same for
 * the same block, so neither the answer nor its time tells whether the padding was right.
 */
function unpadPkcs1(em, ciphertext, rejectionKey) {
  let bad = em[0] | (em[1] ^ 2);
  let separator = 0;
  let found = 0;
  for (let i = 2; i < em.length; i++) {
    const zero = em[i] === 0 ? 1 : 0;
    const first = zero & (found ^ 1);
    separator = first ? i : separator;
    found |= zero;
  }
  bad |= (found ^ 1) | (separator < 10 ? 1 : 0);
  const standIn = createHmac('sha256', rejectionKey).update(ciphertext).digest();
  return bad ? standIn : em.subarray(separator + 1);
}

/**
 * Decrypts base64 RSA PKCS#1 v1.5 blocks and joins their text; null when a block is no number below
 * the modulus. Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809, the Marvin attack), so
 * OpenSSL does the raw RSA step (about 1.7 ms a block, against 50+ ms in JavaScript) and
 * unpadPkcs1 removes the padding with implicit rejection.
 */
function decrypt({ pem, parts }) {
  const { key, rejection } = privateKey(pem);
  let text = '';
  for (const part of parts) {
    const ciphertext = Buffer.from(part, 'base64');
    let em;
    try {
      em = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, ciphertext);
    } catch {
      return null;
    }
    text += unpadPkcs1(em, ciphertext, rejection).toString('utf8');
  }
  return text;
}

// What a resized image is written as: JPEG stays JPEG, WebP stays WebP, the others become PNG.
const OUTPUT = { 'image/jpeg': 'image/jpeg', 'image/webp': 'image/webp', 'image/png': 'image/png', 'image/gif': 'image/png' };

/** Scales an image down so that neither side exceeds maxSide (never up) and re-encodes it; null when it does not decode. */
async function resize({ bytes, type, maxSide }) {
  let image;
  try {
    image = await Jimp.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    return null;
  }
  if (image.width > maxSide || image.height > maxSide) image.scaleToFit({ w: maxSide, h: maxSide });
  const outType = OUTPUT[type] ?? 'image/png';
  const out = await image.getBuffer(outType, outType === 'image/jpeg' ? { quality: 85 } : {});
  return { bytes: new Uint8Array(out.buffer, out.byteOffset, out.byteLength), type: outType, width: image.width, height: image.height };
}

export default function run(task) {
  if (task.kind === 'decrypt') return decrypt(task);
  if (task.kind === 'resize') return resize(task);
  throw new Error(`unknown task ${String(task.kind)}`);
}
