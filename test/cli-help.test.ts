// Every command's --help describes every option and positional (issue 7: "every --help option described").
import { describe, it, expect } from 'vitest';
import { ptcgAsync, oneErrorLine } from './helpers/cli.js';

const COMMANDS = ['play', 'replay', 'validate', 'simulate', 'ladder', 'compare', 'worker', 'merge', 'mulligan', 'odds', 'main', 'report', 'cards', 'calibrate', 'field'];

describe.concurrent('--help', () => {
  for (const cmd of COMMANDS) {
    it(`ptcg ${cmd} --help: every option has a description`, async ({ expect }) => {
      const r = await ptcgAsync(cmd, '--help');
      expect(r.status).toBe(0);
      const rows = r.stdout.split('\n').filter((l) => /^ {2}(--[\w-]+|[a-z]+)\s/.test(l));
      expect(rows.length).toBeGreaterThan(2);
      for (const row of rows) {
        const rest = row.trim().replace(/^\S+/, '').replace(/\[[^\]]*\]/g, '').trim();
        expect(rest, `${cmd}: ${row.trim()}`).not.toBe('');
      }
    });
  }

  it('the top-level --help lists every command', async () => {
    const r = await ptcgAsync('--help');
    for (const cmd of COMMANDS) expect(r.stdout).toMatch(new RegExp(`ptcg ${cmd}\\b`));
  });

  it('`ptcg` alone lists the commands, then says to name one (exit 2) (issue 29)', async () => {
    const r = await ptcgAsync();
    expect(r.status).toBe(2);
    for (const cmd of COMMANDS) expect(r.stdout).toMatch(new RegExp(`ptcg ${cmd}\\b`));
    expect(oneErrorLine(r.stderr)).toBe('ptcg: name a command (the list is above)');
  });

  it('--help: compare, report and main default to the pilot, simulate and play to greedy; main --bot takes the same forms and refuses an unknown bot in one line (issue 30)', async () => {
    const help = await Promise.all(['compare', 'report', 'main', 'simulate', 'play'].map((c) => ptcgAsync(c, '--help')));
    const botDefault = (text: string) => /^ {2}--bot\s[\s\S]*?\[default: "?(\w+)"?\]/m.exec(text)?.[1];
    expect(help.map((r) => botDefault(r.stdout))).toEqual(['pilot', 'pilot', 'pilot', 'greedy', 'greedy']);
    for (const [args, re] of [[['--bot', 'clever'], /^ptcg: unknown bot 'clever' in --bot \(choose from .*\)$/], [['--bot', 'pilot,greedy,random'], /^ptcg: --bot takes one bot or two separated by a comma/]] as const) {
      const r = await ptcgAsync('main', ...args, '--games', '1', '--out', '/proc/no-report-here');
      expect(r.status, args.join(' ')).toBe(2);
      expect(oneErrorLine(r.stderr)).toMatch(re);
    }
  });

  it('a command without its files says what it needs, not yargs\' "non-option arguments" (issue 29)', async () => {
    const cases: [string, RegExp][] = [['validate', /^ptcg: validate needs the deck list files to check, e\.g\. ptcg validate my-list\.txt$/], ['replay', /^ptcg: replay needs a log file/], ['merge', /^ptcg: merge needs the result files/], ['compare', /^ptcg: compare needs lists A and B/]];
    const runs = await Promise.all(cases.map(([c]) => ptcgAsync(c)));
    runs.forEach((r, k) => {
      expect(r.status).toBe(2);
      expect(oneErrorLine(r.stderr)).toMatch(cases[k][1]);
    });
  });
});
