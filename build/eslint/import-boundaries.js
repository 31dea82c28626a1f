// @ts-check
// Which folder may import which (the folders of the README's folder map), as one ESLint rule.
//
// `no-restricted-imports` only sees the import text, so `../../electron/contract`
// and `../contract` would need different patterns depending on where the file
// sits. This rule resolves every relative import to a folder of the repository
// and checks it against the importing folder's allow-list instead; packages
// and Node built-ins are checked by name.
import { builtinModules } from 'node:module';
import path from 'node:path';

const NODE_BUILTINS = new Set(builtinModules);

/**
 * What one folder may import. Folders are repository-relative prefixes
 * ("engine", "electron/contract").
 * @typedef {object} BoundaryOptions
 * @property {string} root absolute path of the repository
 * @property {string} layer name used in messages, e.g. "engine/"
 * @property {string[]} folders folders it may import from (itself included)
 * @property {string[]} [typeOnlyFolders] folders it may import types from, nothing else
 * @property {'any' | string[]} packages npm packages it may import ('any' = all but `forbiddenPackages`)
 * @property {string[]} [forbiddenPackages] packages refused even when `packages` is 'any'
 * @property {boolean} node whether Node built-ins (`node:fs`, `fs`) are allowed
 * @property {{ packages: string[], node: boolean, folders?: string[], throughIndex?: string[] }} [tests] extra allowances for `*.test.ts` files; their own `throughIndex` replaces the folder's
 * @property {string[]} [throughIndex] folders it may enter only through their `index` module ("engine": `engine` or `engine/index`)
 */

/** Package name of a bare specifier: `@scope/name/sub` → `@scope/name`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** @param {string} specifier */
function isNodeBuiltin(specifier) {
  return specifier.startsWith('node:') || NODE_BUILTINS.has(packageName(specifier));
}

/** @param {string} relativePath @param {string} folder */
function isInside(relativePath, folder) {
  return relativePath === folder || relativePath.startsWith(`${folder}/`);
}

/** @param {string} pattern @param {string} name */
function matchesPackage(pattern, name) {
  // "@testing-library/*" allows a whole scope.
  return pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : pattern === name;
}

/**
 * Decide one import. Returns the reason it is refused, or null when allowed.
 * @param {BoundaryOptions} options
 * @param {string} filename absolute path of the importing file
 * @param {string} specifier the import text
 * @param {boolean} typeOnly whether the import brings in types only
 * @returns {string | null}
 */
export function checkImport(options, filename, specifier, typeOnly) {
  const isTest = /\.test\.[cm]?[jt]s$/.test(filename);
  const testPackages = isTest ? (options.tests?.packages ?? []) : [];
  const nodeAllowed = options.node || (isTest && (options.tests?.node ?? false));

  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = path.relative(options.root, path.resolve(path.dirname(filename), specifier)).split(path.sep).join('/').replace(/\.[cm]?[jt]s$/, '');
    const throughIndex = (isTest ? options.tests?.throughIndex : undefined) ?? options.throughIndex ?? [];
    const closed = throughIndex.find((folder) => isInside(target, folder) && target !== folder && target !== `${folder}/index`);
    if (closed !== undefined) return `${options.layer} may import ${closed}/ only through its index ("${closed}"), not "${target}".`;
    const folders = isTest ? [...options.folders, ...(options.tests?.folders ?? [])] : options.folders;
    if (folders.some((folder) => isInside(target, folder))) return null;
    if (typeOnly && (options.typeOnlyFolders ?? []).some((folder) => isInside(target, folder))) return null;
    const typeNote = (options.typeOnlyFolders ?? []).some((folder) => isInside(target, folder)) ? ' (types only: use `import type`)' : '';
    return `${options.layer} may not import "${target}"${typeNote}; allowed: ${[...options.folders, ...(options.typeOnlyFolders ?? []).map((f) => `${f} (types)`)].join(', ')}.`;
  }
  if (isNodeBuiltin(specifier)) {
    return nodeAllowed ? null : `${options.layer} may not import the Node built-in "${specifier}".`;
  }
  const name = packageName(specifier);
  if ((options.forbiddenPackages ?? []).includes(name)) {
    return `${options.layer} may not import the package "${name}".`;
  }
  if (testPackages.some((pattern) => matchesPackage(pattern, name))) return null;
  if (options.packages === 'any') return null;
  if (options.packages.some((pattern) => matchesPackage(pattern, name))) return null;
  return `${options.layer} may not import the package "${name}"; allowed: ${options.packages.join(', ') || 'none'}.`;
}

/**
 * Whether an import/export declaration carries types only
 * (`import type {A}`, or `import {type A, type B}`).
 * @param {any} node
 */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((/** @type {any} */ s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce which folder may import which' },
    schema: [{ type: 'object', additionalProperties: true }],
    messages: { refused: '{{reason}}' },
  },
  create(context) {
    const options = /** @type {BoundaryOptions} */ (context.options[0]);
    const filename = context.filename;

    /** @param {any} node @param {string} specifier @param {boolean} typeOnly */
    function check(node, specifier, typeOnly) {
      const reason = checkImport(options, filename, specifier, typeOnly);
      if (reason !== null) context.report({ node, messageId: 'refused', data: { reason } });
    }
    /** @param {any} source */
    const literal = (source) => (source?.type === 'Literal' && typeof source.value === 'string' ? source.value : null);

    return {
      /** @param {any} node */
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        const specifier = literal(node.source);
        if (specifier !== null) check(node.source, specifier, isTypeOnly(node));
      },
      /** @param {any} node */
      ImportExpression(node) {
        const specifier = literal(node.source);
        if (specifier !== null) check(node.source, specifier, false);
      },
      /** `import fs = require('fs')` (TypeScript) @param {any} node */
      TSExternalModuleReference(node) {
        const specifier = literal(node.expression);
        if (specifier !== null) check(node.expression, specifier, node.parent?.importKind === 'type');
      },
      /** @param {any} node */
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || node.callee.name !== 'require') return;
        const specifier = literal(node.arguments[0]);
        if (specifier !== null) check(node.arguments[0], specifier, false);
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries } };
