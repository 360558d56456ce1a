// A progress line on stderr (only when stderr is a terminal): percentage, games/s, time left.
import type { RunProgress } from '../sim/run-types.js';

function clock(sec: number): string {
  if (!Number.isFinite(sec)) return '--:--';
  const s = Math.round(sec);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  return `${h > 0 ? `${h}:` : ''}${String(m).padStart(h > 0 ? 2 : 1, '0')}:${String(r).padStart(2, '0')}`;
}

/** `extra`: more text for the line (a queued run's workers). */
export function progressBar(extra?: () => string): { update(p: RunProgress): void; done(): void } {
  const tty = process.stderr.isTTY === true;
  let last = 0;
  return {
    update(p) {
      if (!tty) return;
      const now = performance.now();
      if (now - last < 100 && p.done < p.total) return;
      last = now;
      const frac = p.total > 0 ? p.done / p.total : 1;
      const width = 24;
      const bar = '#'.repeat(Math.round(frac * width)).padEnd(width, '.');
      const rate = p.elapsed > 0 ? p.done / p.elapsed : 0;
      const left = rate > 0 ? (p.total - p.done) / rate : Infinity;
      process.stderr.write(`\r[${bar}] ${(frac * 100).toFixed(1)}% ${p.done.toLocaleString('en-US')}/${p.total.toLocaleString('en-US')} games, ${Math.round(rate).toLocaleString('en-US')} games/s, ${clock(left)} left${extra ? extra() : ''} `);
    },
    done() {
      if (tty) process.stderr.write('\n');
    },
  };
}
