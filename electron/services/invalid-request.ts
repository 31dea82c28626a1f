/**
 * The message of a `bad-request`: for each of the first few faults, the field
 * and what was expected there (`offset: expected at most 10000000, got 1e+300`).
 * valibot's own summary said "Expected Object but received Object" and quoted
 * whole strings; here the input is only ever shown through excerpt(), a
 * field may hold megabytes, a NUL or a bidi override.
 */
import type * as v from 'valibot';
import { boundMessage, excerpt } from '../../engine';

type Issue = v.BaseIssue<unknown>;

/** Faults described in one message; the count of the others follows. */
const SHOWN_ISSUES = 3;
/** The longest message, whatever the input. */
export const INVALID_REQUEST_MESSAGE_MAX = 400;

export function invalidRequestMessage(operation: string, issues: readonly Issue[]): string {
  return boundMessage(`Invalid ${operation} request: ${describeIssues(issues)}.`, INVALID_REQUEST_MESSAGE_MAX);
}

/** `root` names the value itself, for a fault with no path (a bad top-level value); without it the fault stands alone. */
export function describeIssues(issues: readonly Issue[], root?: string): string {
  const shown = issues.slice(0, SHOWN_ISSUES).map((issue) => describeIssue(issue, []));
  const more = issues.length - shown.length;
  const clauses = shown.map(({ path, problem }) => {
    const subject = path.length === 0 ? root : path.join('.');
    return subject === undefined ? problem : `${subject}: ${problem}`;
  });
  return `${clauses.join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
}

const FIELD_NAME = /^[A-Za-z_][\w-]{0,39}$/;

function pathOf(issue: Issue): string[] {
  return (issue.path ?? []).map(({ key }) => {
    if (typeof key === 'number') return String(key);
    if (typeof key === 'string') return FIELD_NAME.test(key) ? key : excerpt(key, 20);
    return '?';
  });
}

function describeIssue(issue: Issue, outer: string[]): { path: string[]; problem: string } {
  const path = [...outer, ...pathOf(issue)];
  // A union of objects: a value fault inside one of them (`move.hole: expected at least 1`) says more than the union.
  const inner = issue.type === 'union' ? issue.issues?.find((sub) => sub.kind === 'validation') : undefined;
  if (inner !== undefined) return describeIssue(inner, path);
  return { path, problem: problemOf(issue) };
}

function problemOf(issue: Issue): string {
  const { input, requirement } = issue;
  const got = `got ${valueOf(input)}`;
  switch (issue.type) {
    case 'min_length':
    case 'max_length': {
      const size = typeof input === 'string' || Array.isArray(input) ? input.length : '?';
      return `expected ${issue.type === 'min_length' ? 'at least' : 'at most'} ${String(requirement)} ${typeof input === 'string' ? 'characters' : 'items'}, got ${size}`;
    }
    case 'min_value':
      return `expected at least ${String(requirement)}, ${got}`;
    case 'max_value':
      return `expected at most ${String(requirement)}, ${got}`;
    case 'integer':
      return `expected a whole number, ${got}`;
    case 'iso_date':
      return `expected a day written YYYY-MM-DD, ${got}`;
    case 'regex':
      return `is not in the expected form, ${got}`;
    case 'excludes':
      return `may not hold ${excerpt(String(requirement))}`;
    // Our own checks and unions carry their own words (see the contract).
    case 'check':
    case 'raw_check':
    case 'union':
      return issue.message;
  }
  if (issue.path?.at(-1)?.origin === 'key') return issue.expected === 'never' ? 'unknown field' : 'missing';
  return `expected ${expectation(issue.expected)}, ${got}`;
}

const EXPECTATIONS: Readonly<Record<string, string>> = {
  Object: 'an object',
  Array: 'an array',
  number: 'a number',
  string: 'a string',
  boolean: 'true or false',
};

function expectation(expected: string | null): string {
  if (expected === null) return 'something else';
  return EXPECTATIONS[expected] ?? (expected.length > 120 ? `${expected.slice(0, 120)}…` : expected);
}

function valueOf(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (typeof input === 'string') return excerpt(input);
  if (Array.isArray(input)) return 'an array';
  if (typeof input === 'object') return input === null ? 'null' : 'an object';
  if (typeof input === 'number' || typeof input === 'boolean' || typeof input === 'bigint') return String(input);
  return `a ${typeof input}`;
}
