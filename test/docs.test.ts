// The docs a user reads point at things that exist in the repository (issue 29: README listed
// docs/RESULTS.md twice and pointed outside the repository; docs/API.md had an empty duplicate heading
// and named a STACK.md that isn't there).
import { describe, it, expect } from 'vitest';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './helpers/cli.js';

const DOCS = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
const read = (f: string) => readFileSync(join(ROOT, f), 'utf8');

describe('docs', () => {
  it('name no file outside the repository and no Markdown file that does not exist', () => {
    for (const f of DOCS) {
      const text = read(f);
      expect(text, f).not.toMatch(/\.\.\/shared\b/);
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
});
