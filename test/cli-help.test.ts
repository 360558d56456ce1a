// Every command's --help describes every option and positional (issue 7: "every --help option described").
import { describe, it, expect } from 'vitest';
import { ptcgAsync } from './helpers/cli.js';

const COMMANDS = ['play', 'replay', 'validate', 'simulate', 'ladder', 'compare', 'worker', 'merge', 'mulligan', 'odds', 'main', 'report', 'cards'];

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
});
