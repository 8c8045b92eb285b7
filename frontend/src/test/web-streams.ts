// Each test file runs in its own VM context, which jsdom fills without Node's web streams; the
// network layer of Mock Service Worker needs them.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });
