// Worker threads that allocate where the main thread does (Linux with glibc).
//
// glibc gives each new thread a malloc arena of its own, mapped high in the address space, while the
// main thread allocates from the heap beside the program, in the low 2 GB. V8 compiles a read of a
// typed array held in a module const (the card tables, the bound engine's state: docs/PERFORMANCE.md)
// into one instruction whose address is a 32-bit displacement when the address fits, and into two
// (the 64-bit address loaded first) when it does not. So a worker thread played 5–7% fewer games per
// second than the main thread, the same code on the same core; with MALLOC_ARENA_MAX=1 (every thread
// allocates from the main heap) it plays as fast. glibc reads the variable when the process starts,
// so the commands that play on worker threads start themselves once more with it set.
//
// The relaunched process runs in a session of its own, so that a signal reaches it once: the terminal's
// Ctrl-C (and any kill) goes to this process, which passes it on; a second Ctrl-C still quits at once.
// This process then exits as the relaunched one did. Signals are passed on once the relaunched process
// says it is ready, after it holds Ctrl-C (interrupt.ts): one passed on sooner would find Node's default
// handling and end it before it could save anything (a run's checkpoint). A MALLOC_ARENA_MAX already set, whatever its value,
// is left alone (MALLOC_ARENA_MAX=0, glibc's default, keeps a process as started), and so is a process
// started under a debugger or profiler.
import { spawn } from 'node:child_process';
import { holdSigint } from './interrupt.js';

const FORWARDED: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
/** The commands that play on worker threads (bin/ptcg.js relaunches for these only: the others start sooner). */
const ON_WORKERS = new Set(['simulate', 'ladder', 'odds', 'main', 'compare', 'worker']);

const RELAUNCHED = 'PTCG_RELAUNCHED';
/** The relaunched process's message: it handles signals now. */
const READY = 'ptcg-ready';

export function playsOnWorkers(command: string | undefined): boolean {
  return command !== undefined && ON_WORKERS.has(command);
}

/**
 * Is Node started under a debugger or profiler (`--inspect`, `--cpu-prof`, `--prof`, …)? Such a
 * process is left as started: the tool would otherwise attach to (or profile) the process that only
 * waits for the relaunched one.
 */
export function underTool(execArgv: readonly string[]): boolean {
  return execArgv.some((a) => /^--(inspect|debug|cpu-prof|heap-prof|prof)\b/.test(a));
}

/** Does this process allocate with glibc (Linux)? */
export function usesGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return typeof header?.glibcVersionRuntime === 'string';
}

/** Would a relaunch help: glibc, and nobody has chosen its arenas or put the process under a tool? */
function wouldGain(): boolean {
  return process.env.MALLOC_ARENA_MAX === undefined && !underTool(process.execArgv) && usesGlibc();
}

/**
 * Run this command again in a process with MALLOC_ARENA_MAX=1 when that makes worker threads faster:
 * returns a promise that never settles (this process exits as the new one does), or null when this
 * process should go on itself.
 */
export function relaunchOnOneArena(): Promise<never> | null {
  if (process.env[RELAUNCHED] === '1') {
    // The relaunched process: if the one that started it was killed outright (SIGKILL: nothing was
    // passed on), its channel closes; end the same way rather than run on unseen (a queue worker's
    // job must then go to another worker, as if this one had been killed).
    if (process.channel) {
      process.channel.unref();
      process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
      holdSigint();
      try { process.send?.(READY); } catch { /* the starting process is gone: 'disconnect' ends this one */ }
    }
    return null;
  }
  if (!wouldGain()) return null;
  // Signals are taken before the process starts; until it is ready they wait (in order) and are passed on when it is.
  let ready = false;
  const waiting: NodeJS.Signals[] = [];
  const forward = (signal: NodeJS.Signals) => { if (ready) child.kill(signal); else waiting.push(signal); };
  for (const s of FORWARDED) process.on(s, forward);
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    detached: true,
    env: { ...process.env, MALLOC_ARENA_MAX: '1', [RELAUNCHED]: '1' },
  });
  child.on('message', (m) => {
    if (m !== READY || ready) return;
    ready = true;
    for (const s of waiting.splice(0)) child.kill(s);
  });
  return new Promise<never>(() => {
    child.on('error', (e) => {
      process.stderr.write(`ptcg: could not start the simulation process: ${e.message}\n`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      for (const s of FORWARDED) process.off(s, forward);
      if (signal !== null) process.kill(process.pid, signal); // end the same way (a shell sees 128 + n)
      else process.exit(code ?? 1);
    });
  });
}
