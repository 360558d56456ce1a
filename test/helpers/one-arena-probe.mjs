// A process for test/one-arena.test.ts: relaunches itself as the CLI does (src/cli/one-arena.ts),
// then reports what the test asks about (argv[2]).
import { relaunchOnOneArena } from '../../dist/src/cli/one-arena.js';

if (relaunchOnOneArena() === null) {
  const mode = process.argv[2];
  if (mode === 'env') {
    console.log(JSON.stringify({ arena: process.env.MALLOC_ARENA_MAX ?? null, pid: process.pid }));
    process.exit(Number(process.argv[3] ?? 0));
  } else if (mode === 'signals') {
    let n = 0;
    process.on('SIGINT', () => { n++; });
    console.log('ready');
    setTimeout(() => { console.log(`SIGINT received ${n} time(s)`); process.exit(0); }, 1500);
  } else if (mode === 'wait') {
    console.log(`pid ${process.pid}`);
    setInterval(() => {}, 1000);
  }
}
