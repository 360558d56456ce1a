// Loaded with `node --import` (test/bound-engine.test.ts): records every import Node resolves, from one
// file to another, as a JSON line { from, to } (file URLs) appended to $IMPORT_EDGES_FILE. The hooks
// run on Node's hooks thread, where this same file is loaded again without registering itself.
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';
import { appendFileSync } from 'node:fs';

if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  const from = context.parentURL;
  if (from !== undefined && from.startsWith('file:') && r.url.startsWith('file:')) {
    appendFileSync(process.env.IMPORT_EDGES_FILE, JSON.stringify({ from, to: r.url }) + '\n');
  }
  return r;
}
