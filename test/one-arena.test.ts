// src/cli/one-arena.ts: the commands that play on worker threads run again in a process with
// MALLOC_ARENA_MAX=1 (Linux, glibc), which must behave as the process that was started: its exit
// code, its signals, its end.
import { describe, it, expect } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { playsOnWorkers, underTool, usesGlibc } from '../src/cli/one-arena.js';

const PROBE = join(ROOT, 'test', 'helpers', 'one-arena-probe.mjs');
const glibc = usesGlibc();
const env = (): NodeJS.ProcessEnv => { const e = { ...process.env }; delete e.MALLOC_ARENA_MAX; delete e.PTCG_RELAUNCHED; return e; };

const alive = (pid: number): boolean => { try { process.kill(pid, 0); return true; } catch { return false; } };

describe('one malloc arena for worker threads', () => {
  it('relaunches the commands that play on worker threads, and only those', () => {
    for (const c of ['simulate', 'ladder', 'odds', 'main', 'compare', 'worker']) expect(playsOnWorkers(c)).toBe(true);
    for (const c of ['play', 'replay', 'validate', 'merge', 'mulligan', 'report', 'cards', '--help', undefined]) expect(playsOnWorkers(c)).toBe(false);
  });

  it('leaves a process started under a debugger or profiler as it is', () => {
    for (const a of [['--inspect'], ['--inspect-brk=0'], ['--cpu-prof', '--cpu-prof-dir=x'], ['--prof'], ['--heap-prof']]) expect(underTool(a)).toBe(true);
    for (const a of [[], ['--max-old-space-size=4096'], ['--enable-source-maps'], ['--profile-foo-not-a-flag']]) expect(underTool(a)).toBe(false);
  });

  it.runIf(glibc)('runs the command again with MALLOC_ARENA_MAX=1 in another process, and exits with its exit code', () => {
    const r = spawnSync(process.execPath, [PROBE, 'env', '3'], { encoding: 'utf8', env: env() });
    expect(r.status).toBe(3);
    const seen = JSON.parse(r.stdout) as { arena: string | null; pid: number };
    expect(seen.arena).toBe('1');
    expect(seen.pid).not.toBe(r.pid);
  });

  it.runIf(glibc)('leaves a MALLOC_ARENA_MAX that is already set alone', () => {
    const r = spawnSync(process.execPath, [PROBE, 'env', '0'], { encoding: 'utf8', env: { ...env(), MALLOC_ARENA_MAX: '0' } });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ arena: '0', pid: r.pid });
  });

  it.runIf(glibc)('passes a signal sent to the started process on to the relaunched one, once', async () => {
    const child = spawn(process.execPath, [PROBE, 'signals'], { env: env() });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      if (d.includes('ready')) child.kill('SIGINT');
    });
    const status = await new Promise((res) => child.on('close', res));
    expect(status).toBe(0);
    expect(out).toContain('SIGINT received 1 time(s)');
  });

  it.runIf(glibc)('ends the relaunched process when the started one is killed outright', async () => {
    const child = spawn(process.execPath, [PROBE, 'wait'], { env: env() });
    const pid = await new Promise<number>((res) => child.stdout.setEncoding('utf8').on('data', (d: string) => { const m = /pid (\d+)/.exec(d); if (m) res(Number(m[1])); }));
    expect(pid).not.toBe(child.pid);
    expect(alive(pid)).toBe(true);
    child.kill('SIGKILL');
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((res) => setTimeout(res, 100));
    expect(alive(pid)).toBe(false);
  });
});
