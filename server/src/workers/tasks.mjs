// Work that would block the event loop, run in the worker pool of ./pool.ts: RSA decryption of
// anti-bot codes (Node 20's native crypto refuses PKCS#1 v1.5 private decryption, so node-forge
// does it in JavaScript) and image resizing. Plain JavaScript so that a worker needs no loader.
import { createJimp } from '@jimp/core';
import webp from '@jimp/wasm-webp';
import { defaultFormats, defaultPlugins } from 'jimp';
import forge from 'node-forge';

const Jimp = createJimp({ formats: [...defaultFormats, webp], plugins: defaultPlugins });

/** Parsed private keys by PEM: parsing costs more than one decryption. */
const keys = new Map();

function privateKey(pem) {
  let key = keys.get(pem);
  if (!key) {
    key = forge.pki.privateKeyFromPem(pem);
    keys.set(pem, key);
  }
  return key;
}

/** Decrypts base64 RSA PKCS#1 v1.5 blocks and joins their text; null when any block fails. */
function decrypt({ pem, parts }) {
  const key = privateKey(pem);
  let text = '';
  for (const part of parts) {
    try {
      text += forge.util.decodeUtf8(key.decrypt(forge.util.decode64(part), 'RSAES-PKCS1-V1_5'));
    } catch {
      return null;
    }
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
