// The docs a user reads point at things that exist in the repository (issue 29: README listed
// docs/RESULTS.md twice and pointed outside the repository; docs/API.md had an empty duplicate heading
// and named a STACK.md that isn't there).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';
import { bundledGroups } from '../src/decks/bundled.js';
import { MAIN_JOB_GAMES } from '../src/cli/main-job.js';

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

describe('docs', () => {
  it('name no file outside the repository (in what users read) and no Markdown file that does not exist', () => {
    // the card data beside the repository is named only for developers (README's "Other scripts", DESIGN, RULES, PERFORMANCE)
    const forUsers = [read('README.md').split(/^## Other scripts$/m)[0], ...['API', 'RESULTS', 'ODDS', 'LOG-FORMAT', 'SCALE-OUT'].map((d) => read(`docs/${d}.md`))];
    for (const text of forUsers) expect(text).not.toMatch(/\.\.\/shared\b/);
    for (const f of DOCS) {
      const text = read(f);
      for (const m of text.matchAll(/\b((?:docs\/)?[A-Z][A-Z-]+\.md)\b/g)) {
        const name = m[1];
        const here = name.includes('/') ? join(ROOT, name) : [join(ROOT, name), join(ROOT, 'docs', name)].find((p) => existsSync(p));
        expect(here !== undefined && existsSync(here), `${f} names ${name}`).toBe(true);
      }
    }
  });

  it("README's documentation list names each doc once, and every doc", () => {
    const section = read('README.md').split(/^## Documentation$/m)[1].split(/^## /m)[0];
    const listed = [...section.matchAll(/^- `(docs\/[^`]+\.md)`/gm)].map((m) => m[1]);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.slice().sort()).toEqual(DOCS.filter((d) => d.startsWith('docs/')).sort());
  });

  it('docs/API.md: no heading twice and no heading without text under it', () => {
    const lines = read('docs/API.md').split('\n');
    const headings = lines.filter((l) => /^#{2,4} /.test(l));
    expect(new Set(headings).size).toBe(headings.length);
    lines.forEach((l, i) => {
      if (/^#{3,4} /.test(l)) expect(lines[i + 1] ?? '', `the line after "${l}"`).not.toMatch(/^#/);
    });
  });

  it("README's count of the main job's pairs and games is the bundled groups' and the job's default games (issue 29: it said 272 and 1.6 million; issue 30: 500 a seating with the pilot)", () => {
    const pairs = bundledGroups(join(ROOT, 'decks')).reduce((t, g) => t + (g.decks.length * (g.decks.length - 1)) / 2, 0);
    const text = read('README.md').replace(/\s+/g, ' ');
    const num = (s: string) => Number(s.replace(/,/g, ''));
    expect(text).toContain(`\`npm start\` plays ${MAIN_JOB_GAMES.toLocaleString('en-US')} games per matchup and seating`);
    const m = /\((\d+) pairs of decks, each played in both seatings: (\d+) × ([\d,]+) = ([\d,]+) games\)/.exec(text);
    expect(m).not.toBeNull();
    expect(num(m![1])).toBe(pairs);
    expect(num(m![2])).toBe(2 * pairs);
    expect(num(m![3])).toBe(MAIN_JOB_GAMES);
    expect(num(m![4])).toBe(2 * pairs * MAIN_JOB_GAMES);
  });
});
