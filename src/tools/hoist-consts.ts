// Build step, part of the bound engine (bind-state.ts): in each function whose body holds a loop,
// read the module's typed-array consts into locals at the top of the body, and use the locals.
//
// Why: V8 folds a typed array held in a module-level const into the compiled code (a read is one
// load from a fixed address), but only where it knows the function's context when it specialises
// the read. At a loop header its graph builder gives the context a phi, which is only found to be
// redundant later; a read in the loop that was lowered before that keeps a map check and loads the
// array's length and data pointer (`--print-opt-code`: 89 such reads in the optimised code of a
// greedy run, in mainActions, canPlayTrainer, step, the effect interpreter, …). A const read before
// the loop is folded, and a local is not re-merged at the loop header, so the reads in the loop
// fold too. docs/PERFORMANCE.md has the measurements.
//
// It rewrites JavaScript (tsc's output) with acorn: an identifier is renamed only where it is a
// reference to the module const (not a property name, not shadowed in the function).
import { parse } from 'acorn';

/** A node of acorn's ESTree output: what this pass reads of it. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const LOOPS = new Set(['ForStatement', 'ForInStatement', 'ForOfStatement', 'WhileStatement', 'DoWhileStatement']);
const TYPED_ARRAY = /^(Int8|Uint8|Uint8Clamped|Int16|Uint16|Int32|Uint32|Float32|Float64|BigInt64|BigUint64)Array$/;

/** Prefix of the locals: a module that already names something with it is refused. */
const LOCAL_PREFIX = '$';

const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && typeof (x as Node).type === 'string';

/** The node's children, with the key each is under. */
function* children(node: Node): Generator<[Node, string]> {
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) { for (const x of v) if (isNode(x)) yield [x, key]; } else if (isNode(v)) yield [v, key];
  }
}

/**
 * How a module names its typed arrays at the top level: `const { a, b: c } = ns;` where `ns` is
 * `import * as ns from 'spec'` (asked of `isArrayExport(spec, 'a')`), and its own
 * `const x = new Int32Array(…)` / `Int32Array.from(…)`.
 */
function moduleTypedArrays(program: Node, isArrayExport: (spec: string, name: string) => boolean): Set<string> {
  const namespaces = new Map<string, string>();
  const arrays = new Set<string>();
  for (const st of program.body as Node[]) {
    if (st.type === 'ImportDeclaration') {
      for (const sp of st.specifiers as Node[]) {
        if (sp.type === 'ImportNamespaceSpecifier') namespaces.set((sp.local as Node).name as string, (st.source as Node).value as string);
      }
      continue;
    }
    if (st.type !== 'VariableDeclaration' || st.kind !== 'const') continue;
    for (const d of st.declarations as Node[]) {
      const id = d.id as Node, init = d.init as Node | null;
      if (init === null) continue;
      if (id.type === 'ObjectPattern' && init.type === 'Identifier' && namespaces.has(init.name as string)) {
        for (const p of id.properties as Node[]) {
          if (p.type !== 'Property' || p.computed) continue;
          const key = p.key as Node, value = p.value as Node;
          if (key.type === 'Identifier' && value.type === 'Identifier' && isArrayExport(namespaces.get(init.name as string)!, key.name as string)) arrays.add(value.name as string);
        }
      } else if (id.type === 'Identifier') {
        const callee = init.type === 'NewExpression' ? init.callee as Node
          : init.type === 'CallExpression' && (init.callee as Node).type === 'MemberExpression' ? ((init.callee as Node).object as Node) : null;
        if (callee !== null && callee.type === 'Identifier' && TYPED_ARRAY.test(callee.name as string)) arrays.add(id.name as string);
        // `const W_x = W__.x` (bind-state.ts): a view of the working state.
        if (init.type === 'MemberExpression' && (init.object as Node).type === 'Identifier' && (init.object as Node).name === 'W__') arrays.add(id.name as string);
      }
    }
  }
  return arrays;
}

/** Names a function declares itself (parameters, variables, inner function names): they shadow a module const. */
function declaredIn(fn: Node): Set<string> {
  const names = new Set<string>();
  const bind = (pat: Node): void => {
    if (pat.type === 'Identifier') names.add(pat.name as string);
    else for (const [c, key] of children(pat)) if (key !== 'key' || pat.type !== 'Property') bind(c);
  };
  for (const p of fn.params as Node[]) bind(p);
  const walk = (n: Node): void => {
    for (const [c] of children(n)) {
      if (c.type === 'VariableDeclarator') bind(c.id as Node);
      if (FUNCTIONS.has(c.type)) { if (c.id) names.add((c.id as Node).name as string); continue; }
      if (c.type === 'CatchClause' && c.param) bind(c.param as Node);
      if (c.type === 'ClassDeclaration' && c.id) names.add((c.id as Node).name as string);
      walk(c);
    }
  };
  walk(fn.body as Node);
  return names;
}

/**
 * The rewrite of one module's text: each function with a loop of its own (not only in a nested
 * function) reads the module's typed arrays (`arrays`) it uses through locals made at its top.
 */
export function hoistLoopConsts(text: string, isArrayExport: (spec: string, name: string) => boolean): string {
  const program = parse(text, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Node;
  const arrays = moduleTypedArrays(program, isArrayExport);
  if (arrays.size === 0) return text;
  const edits: { at: number; end: number; text: string }[] = [];

  const visitFunction = (fn: Node): void => {
    const body = fn.body as Node;
    if (body.type !== 'BlockStatement') return;
    let hasLoop = false;
    const refs: Node[] = [];
    const unsafe = new Set<string>(); // shorthand properties ({ x }): left as they are
    const walk = (n: Node, parent: Node | null, key: string): void => {
      if (LOOPS.has(n.type)) hasLoop = true;
      if (n.type === 'Identifier' && arrays.has(n.name as string) && parent !== null) {
        const isPropertyName = (parent.type === 'MemberExpression' && key === 'property' && !parent.computed)
          || ((parent.type === 'Property' || parent.type === 'PropertyDefinition' || parent.type === 'MethodDefinition') && key === 'key' && !parent.computed);
        if (parent.type === 'Property' && parent.shorthand) unsafe.add(n.name as string);
        else if (!isPropertyName && key !== 'label') refs.push(n);
      }
      for (const [c, k] of children(n)) if (!FUNCTIONS.has(c.type)) walk(c, n, k);
    };
    walk(body, null, '');
    if (!hasLoop) return;
    const shadowed = declaredIn(fn);
    const names = [...new Set(refs.map((r) => r.name as string))].filter((x) => !shadowed.has(x) && !unsafe.has(x)).sort();
    if (names.length === 0) return;
    const hoisted = new Set(names);
    edits.push({ at: body.start + 1, end: body.start + 1, text: `\n    const ${names.map((x) => `${LOCAL_PREFIX}${x} = ${x}`).join(', ')};` });
    for (const r of refs) if (hoisted.has(r.name as string)) edits.push({ at: r.start, end: r.end, text: `${LOCAL_PREFIX}${r.name as string}` });
  };
  const visit = (n: Node): void => {
    if (n.type === 'Identifier' && (n.name as string).startsWith(LOCAL_PREFIX)) throw new Error(`it already names ${n.name as string}, and the locals this rewrite makes begin with '${LOCAL_PREFIX}'`);
    if (FUNCTIONS.has(n.type)) visitFunction(n);
    for (const [c] of children(n)) visit(c);
  };
  visit(program);

  edits.sort((a, b) => b.at - a.at);
  let out = text;
  for (const e of edits) out = out.slice(0, e.at) + e.text + out.slice(e.end);
  return out;
}
