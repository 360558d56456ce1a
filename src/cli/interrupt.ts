// Ctrl-C during a run: the first one aborts the returned signal (the run ends after the games in
// play and keeps every finished game), a second one quits at once (exit 130).
import { setMaxListeners } from 'node:events';

export function interruptOnSigint(what = 'finishing with the games done so far'): { signal: AbortSignal; dispose: () => void } {
  const abort = new AbortController();
  setMaxListeners(0, abort.signal); // one listener per matchup or task running on a pool
  let interrupted = false;
  const onSigint = () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    process.stderr.write(`\nptcg: interrupted — ${what} (Ctrl-C again to quit at once)\n`);
    abort.abort();
  };
  process.on('SIGINT', onSigint);
  return { signal: abort.signal, dispose: () => { process.off('SIGINT', onSigint); } };
}
