// Ctrl-C during a run: the first one aborts the returned signal (the run ends after the games in
// play and keeps every finished game), a second one quits at once (exit 130).
//
// The CLI's modules take about a second to load, and a run sets up its handling only then. So
// bin/ptcg.js holds Ctrl-C from the start (holdSigint): one that comes meanwhile is kept, and the
// run that takes it (interruptOnSigint) stops at once, with its checkpoint written; a command that
// does not handle Ctrl-C lets it go (releaseSigint) and then ends as Ctrl-C ends a process.
import { setMaxListeners } from 'node:events';

let held = false;
let early = false;
const onHeld = () => {
  if (early) process.exit(130);
  early = true;
};

/** Keep a Ctrl-C for the command about to load (a second one still quits at once). */
export function holdSigint(): void {
  if (held) return;
  held = true;
  process.on('SIGINT', onHeld);
}

/** Ctrl-C ends the process again; if one came while held, it ends it now (exit 130). */
export function releaseSigint(): void {
  if (!held) return;
  held = false;
  process.off('SIGINT', onHeld);
  if (early) process.exit(130);
}

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
  if (held) {
    held = false;
    process.off('SIGINT', onHeld);
    if (early) { early = false; onSigint(); } // a Ctrl-C while the command was loading: stop before the first game
  }
  return { signal: abort.signal, dispose: () => { process.off('SIGINT', onSigint); } };
}
