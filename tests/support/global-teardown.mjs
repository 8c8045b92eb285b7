// Releases what global-setup obtained, once, after the last project that used it.
export default async function releaseOnce() {
  const release = globalThis.releaseTestServers;
  globalThis.releaseTestServers = undefined;
  await release?.();
}
