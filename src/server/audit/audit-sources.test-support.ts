/**
 * Reads src/server as text (never runs it) and lists what audit entries can hold: every action and
 * entity string an entry is written with, and the keys of the before/after objects written literally.
 * An entry is any object literal with an `action` and an `entity` or `entityId` (recordAudit's third
 * argument, the lead audits' entries). A value that is not a literal is followed to where it comes
 * from: a local constant, or a parameter of the enclosing function (then every call of that function
 * in src/server, e.g. privacy's `audit(db, actor, 'privacy_request_created', id)`). What cannot be
 * followed is reported in `dynamic`, so a new dynamic path fails the test until it is looked at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'vite';

// ESTree nodes, loosely typed: the walk only reads a few well-known fields.
type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Parsed = { file: string; text: string; body: Node; parents: Map<Node, Node> };

export type AuditSourceFacts = {
  actions: Map<string, string[]>;
  entities: Map<string, string[]>;
  fields: Map<string, string[]>;
  /** Expressions no rule could follow, as 'file:line: source'. */
  dynamic: string[];
  /** How many entry objects were read (a sanity floor for the test). */
  entries: number;
};

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function children(node: Node): Node[] {
  const out: Node[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'typeAnnotation' || key === 'returnType' || key === 'typeArguments') continue;
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) out.push(item);
    if (isNode(value)) out.push(value);
  }
  return out;
}

function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node) {
  visit(node, parent);
  for (const child of children(node)) walk(child, visit, node);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test') ? [path] : [];
  });
}

const unwrap = (node: Node): Node =>
  node.type === 'TSAsExpression' ||
  node.type === 'TSSatisfiesExpression' ||
  node.type === 'TSNonNullExpression' ||
  node.type === 'ParenthesizedExpression' ||
  node.type === 'AwaitExpression'
    ? unwrap((node.expression ?? node.argument) as Node)
    : node;

const propName = (property: Node): string | null => {
  if (property.type !== 'Property' || property.computed) return null;
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return null;
};

const findProp = (object: Node, name: string): Node | undefined =>
  (object.properties as Node[]).find((property) => propName(property) === name);

export function readAuditSources(root: string): AuditSourceFacts {
  const parsed: Parsed[] = sourceFiles(join(root, 'src/server')).map((path) => {
    const text = readFileSync(path, 'utf8');
    const body = parseAst(text, { lang: 'ts' }) as unknown as Node;
    const parents = new Map<Node, Node>();
    walk(body, (node, parent) => parent && parents.set(node, parent));
    return { file: relative(root, path), text, body, parents };
  });
  const facts: AuditSourceFacts = {
    actions: new Map(),
    entities: new Map(),
    fields: new Map(),
    dynamic: [],
    entries: 0,
  };
  const where = (p: Parsed, node: Node) => `${p.file}:${p.text.slice(0, node.start).split('\n').length}`;
  const add = (map: Map<string, string[]>, key: string, at: string) =>
    map.set(key, [...(map.get(key) ?? []), at]);
  /** Records an expression no rule follows; returns no outcomes. */
  const dynamic = (p: Parsed, node: Node): string[] => {
    facts.dynamic.push(`${where(p, node)}: ${p.text.slice(node.start, node.end).replace(/\s+/g, ' ')}`);
    return [];
  };

  /** The functions a node is inside, innermost first, with their names (declaration or `const name = (...) =>`). */
  function enclosingFunctions(p: Parsed, node: Node): { fn: Node; name: string | null }[] {
    const out: { fn: Node; name: string | null }[] = [];
    for (let at = p.parents.get(node); at; at = p.parents.get(at)) {
      if (at.type === 'FunctionDeclaration')
        out.push({ fn: at, name: (at.id as Node | null)?.name as string });
      if (at.type === 'ArrowFunctionExpression' || at.type === 'FunctionExpression') {
        const holder = p.parents.get(at);
        const name =
          holder?.type === 'VariableDeclarator'
            ? ((holder.id as Node).name as string | undefined)
            : undefined;
        out.push({ fn: at, name: name ?? null });
      }
    }
    return out;
  }

  /** The function whose parameter `name` is, and the parameter's position. */
  function parameterOf(p: Parsed, node: Node, name: string): { name: string | null; index: number } | null {
    for (const { fn, name: fnName } of enclosingFunctions(p, node)) {
      const index = paramIndex(fn, name);
      if (index >= 0) return { name: fnName, index };
    }
    return null;
  }

  const paramIndex = (fn: Node, name: string) =>
    (fn.params as Node[]).findIndex((param) => {
      const target = param.type === 'AssignmentPattern' ? (param.left as Node) : param;
      return target.type === 'Identifier' && target.name === name;
    });

  /** The argument at `index` of every call of `name` in its own file and in the files importing it. */
  function callArguments(home: Parsed, name: string, index: number): { p: Parsed; arg: Node | undefined }[] {
    const out: { p: Parsed; arg: Node | undefined }[] = [];
    for (const p of parsed) {
      if (p !== home && !new RegExp(`import[^;]*\\b${name}\\b[^;]*from`).test(p.text)) continue;
      walk(p.body, (node) => {
        if (node.type !== 'CallExpression') return;
        const callee = node.callee as Node;
        if (callee.type === 'Identifier' && callee.name === name)
          out.push({ p, arg: (node.arguments as Node[])[index] });
      });
    }
    return out;
  }

  /** A `const name = init` visible from a node (same function or module). */
  function localConst(p: Parsed, from: Node, name: string): Node | undefined {
    let found: Node | undefined;
    walk(p.body, (node) => {
      if (node.type === 'VariableDeclarator' && (node.id as Node).type === 'Identifier') {
        if ((node.id as Node).name === name && node.init && node.start < from.start)
          found = node.init as Node;
      }
    });
    return found;
  }

  /** Every string an expression can evaluate to. */
  function outcomes(p: Parsed, expression: Node, depth = 0): string[] {
    const node = unwrap(expression);
    if (depth > 6) return dynamic(p, node);
    if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
    if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0)
      return [((node.quasis as Node[])[0]!.value as { cooked: string }).cooked];
    if (node.type === 'ConditionalExpression')
      return [...outcomes(p, node.consequent as Node, depth), ...outcomes(p, node.alternate as Node, depth)];
    if (node.type === 'LogicalExpression')
      return [...outcomes(p, node.left as Node, depth), ...outcomes(p, node.right as Node, depth)];
    if (node.type === 'Identifier') {
      const param = parameterOf(p, node, node.name as string);
      if (param?.name) {
        return callArguments(p, param.name, param.index).flatMap(({ p: caller, arg }) =>
          arg ? outcomes(caller, arg, depth + 1) : [],
        );
      }
      if (!param) {
        const init = localConst(p, node, node.name as string);
        if (init) return outcomes(p, init, depth + 1);
      }
    }
    if (node.type === 'MemberExpression' && !node.computed && (node.object as Node).type === 'Identifier') {
      const param = parameterOf(p, node, (node.object as Node).name as string);
      if (param?.name) {
        const property = (node.property as Node).name as string;
        return callArguments(p, param.name, param.index).flatMap(({ p: caller, arg }) => {
          const value = arg && unwrap(arg);
          if (!value) return [];
          if (value.type !== 'ObjectExpression') return dynamic(caller, value);
          const found = findProp(value, property);
          return found ? outcomes(caller, found.value as Node, depth + 1) : [];
        });
      }
    }
    return dynamic(p, node);
  }

  /** A function named `name` in this file or any file (an imported snapshot helper). */
  function functionNamed(home: Parsed, name: string): { p: Parsed; fn: Node } | undefined {
    for (const p of [home, ...parsed.filter((other) => other !== home)]) {
      let found: Node | undefined;
      walk(p.body, (node) => {
        if (found) return;
        if (node.type === 'FunctionDeclaration' && (node.id as Node | null)?.name === name) found = node;
        if (
          node.type === 'VariableDeclarator' &&
          (node.id as Node).name === name &&
          node.init &&
          ['ArrowFunctionExpression', 'FunctionExpression'].includes((node.init as Node).type)
        )
          found = node.init as Node;
      });
      if (found && (p === home || new RegExp(`import[^;]*\\b${name}\\b`).test(home.text)))
        return { p, fn: found };
    }
    return undefined;
  }

  /** Keys of a before/after value written as an object literal, or returned by a snapshot function. */
  function objectKeys(p: Parsed, expression: Node, depth = 0): void {
    const node = unwrap(expression);
    if (depth > 4) return;
    if (node.type === 'ObjectExpression') {
      for (const property of node.properties as Node[]) {
        if (property.type === 'SpreadElement') {
          objectKeys(p, property.argument as Node, depth + 1);
          continue;
        }
        const name = propName(property);
        if (name) add(facts.fields, name, where(p, property));
        else for (const key of outcomes(p, property.key as Node)) add(facts.fields, key, where(p, property));
        const value = unwrap(property.value as Node);
        if (value.type === 'ObjectExpression') objectKeys(p, value, depth + 1);
        // A list of objects (the items of a proposal): its objects' keys.
        if (
          value.type === 'CallExpression' &&
          ((value.callee as Node).property as Node | undefined)?.name === 'map'
        ) {
          const mapper = (value.arguments as Node[])[0];
          if (mapper?.type === 'ArrowFunctionExpression') objectKeys(p, mapper.body as Node, depth + 1);
        }
      }
      return;
    }
    if (node.type === 'CallExpression' && (node.callee as Node).type === 'Identifier') {
      const target = functionNamed(p, (node.callee as Node).name as string);
      if (!target) return;
      const body = unwrap(target.fn.body as Node);
      if (body.type !== 'BlockStatement') {
        objectKeys(target.p, body, depth + 1);
        return;
      }
      walk(body, (inner) => {
        if (inner.type === 'ReturnStatement' && inner.argument)
          objectKeys(target.p, inner.argument as Node, depth + 1);
      });
      return;
    }
    if (node.type === 'Identifier') {
      const init = localConst(p, node, node.name as string);
      if (init && unwrap(init).type === 'ObjectExpression') objectKeys(p, init, depth + 1);
    }
    // Rows, form values and Object.fromEntries(...): their keys are table columns or schema keys,
    // which the column and schema checks cover.
  }

  for (const p of parsed) {
    walk(p.body, (node) => {
      if (node.type !== 'ObjectExpression') return;
      const action = findProp(node, 'action');
      if (!action || !(findProp(node, 'entity') || findProp(node, 'entityId'))) return;
      facts.entries += 1;
      for (const value of outcomes(p, action.value as Node)) add(facts.actions, value, where(p, action));
      const entity = findProp(node, 'entity');
      if (entity)
        for (const value of outcomes(p, entity.value as Node)) add(facts.entities, value, where(p, entity));
      for (const side of ['before', 'after']) {
        const property = findProp(node, side);
        if (property) objectKeys(p, property.value as Node);
      }
    });
  }
  return facts;
}
