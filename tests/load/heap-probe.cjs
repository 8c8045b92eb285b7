// Preloaded into the soak's service processes (NODE_OPTIONS=--require). On SIGWINCH it runs a full
// garbage collection and prints the live heap as one JSON line on stdout, which the soak reads from
// the process output. It is test instrumentation only: nothing else in the process changes.
// SIGWINCH because its default action is to do nothing and Nest's shutdown hooks take SIGUSR2
// (and Node's inspector SIGUSR1).
const v8 = require('node:v8');
const vm = require('node:vm');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc');

process.on('SIGWINCH', () => {
  // Twice: objects freed by the first pass's weak callbacks go in the second.
  gc();
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.stdout.write(`${JSON.stringify({ heapProbe: 'sample', pid: process.pid, heapUsed, rss })}\n`);
});
process.stdout.write(`${JSON.stringify({ heapProbe: 'ready', pid: process.pid })}\n`);
