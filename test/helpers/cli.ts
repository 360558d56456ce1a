// Helpers for tests that run the built command line (`node bin/ptcg.js ...`; `pretest` builds dist).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const BIN = join(ROOT, 'bin', 'ptcg.js');

export interface CliResult { status: number | null; signal: string | null; stdout: string; stderr: string }

/** Run `ptcg args...` synchronously from the project root. */
export function ptcg(...args: string[]): CliResult {
  const r = spawnSync(process.execPath, [BIN, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, PTCG_DEBUG: '' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw r.error;
  return { status: r.status, signal: r.signal, stdout: r.stdout, stderr: r.stderr };
}

/** Run `ptcg args...` without blocking (so independent commands can use both cores). */
export function ptcgAsync(...args: string[]): Promise<CliResult> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, PTCG_DEBUG: '' } });
    let stdout = '', stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => { stdout += d; });
    child.stderr.setEncoding('utf8').on('data', (d: string) => { stderr += d; });
    child.on('error', reject);
    child.on('close', (status, signal) => resolveRun({ status, signal, stdout, stderr }));
  });
}

/** A fresh temporary folder under os.tmpdir(); call the returned `done` to remove it. */
export function tempDir(prefix = 'ptcg-test-'): { dir: string; path: (name: string) => string; done: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, path: (name) => join(dir, name), done: () => rmSync(dir, { recursive: true, force: true }) };
}

const TIMING = new Set(['gamesPerSecond', 'elapsedSeconds', 'checksum']);

/** A result document without its timing fields and checksum (at any depth, e.g. inside matrix matchups). */
export function withoutTiming(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(withoutTiming);
  if (v !== null && typeof v === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v)) if (!TIMING.has(k)) out[k] = withoutTiming(x);
    return out;
  }
  return v;
}

/**
 * The user-facing error contract: exactly one line on stderr, starting with 'ptcg: ', and no
 * stack trace. Returns that line.
 */
export function oneErrorLine(stderr: string): string {
  const lines = stderr.split('\n').filter((l) => l.length > 0);
  if (lines.length !== 1) throw new Error(`expected one stderr line, got ${lines.length}:\n${stderr}`);
  const line = lines[0];
  if (!line.startsWith('ptcg: ')) throw new Error(`stderr does not start with 'ptcg: ': ${line}`);
  if (/^\s+at /m.test(stderr) || /\bError:/.test(stderr) || /internal error/.test(stderr)) throw new Error(`stderr looks like a trace or internal error: ${stderr}`);
  return line;
}

/**
 * X6 for a bot on seat 0 of a classic pair: the same seed gives the same document on 1 or 2 workers
 * and in two merged shards (written under `dir`). Returns the 1-worker document.
 */
export async function sameDocumentEverywhere(bot: string, games: number, taskSize: number, dir: (name: string) => string): Promise<{ bots: string[]; games: number }> {
  const run = ['simulate', '--deck', 'decks/classic/rain-dance.txt', '--opponent', 'decks/classic/haymaker.txt', '--games', String(games), '--seed', 's', '--bot', `${bot},greedy`, '--json'];
  const [one, two, p0, p1] = await Promise.all([
    ptcgAsync(...run, '--workers', '1'),
    ptcgAsync(...run, '--workers', '2', '--task-size', String(taskSize)),
    ptcgAsync(...run, '--workers', '1', '--shard', '0/2', '--out', dir('p0.json')),
    ptcgAsync(...run, '--workers', '1', '--shard', '1/2', '--out', dir('p1.json')),
  ]);
  for (const r of [one, two, p0, p1]) if (r.stderr !== '' || r.status !== 0) throw new Error(`simulate failed (${r.status}): ${r.stderr}`);
  const doc = JSON.parse(one.stdout) as { bots: string[]; games: number };
  const same = (text: string, what: string) => {
    if (JSON.stringify(withoutTiming(JSON.parse(text))) !== JSON.stringify(withoutTiming(doc))) throw new Error(`${what} differs from the 1-worker document`);
  };
  same(two.stdout, '2 workers');
  const merged = ptcg('merge', dir('p0.json'), dir('p1.json'), '--json');
  if (merged.status !== 0) throw new Error(`merge failed: ${merged.stderr}`);
  same(merged.stdout, 'the merged shards');
  return doc;
}
