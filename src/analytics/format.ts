// Numbers as the toolkit's texts and pages print them (one place, so every table reads alike).

/** A share as a percentage: pct(0.4567) is "45.7%", pct(0.4567, 2) "45.67%". */
export const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;

/** An interval's bounds as percentages: "41.2%–45.0%". */
export const pctRange = (w: { low: number; high: number }, digits = 1): string => `${pct(w.low, digits)}–${pct(w.high, digits)}`;

/** A count with thousands separators: 12345 is "12,345". */
export const count = (n: number): string => n.toLocaleString('en-US');
