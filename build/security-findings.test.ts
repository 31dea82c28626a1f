import { describe, expect, it } from 'vitest';
import { judgeFindings, type AllowedFinding, type Finding } from './security-findings';

const openExternal: Finding = { check: 'OPEN_EXTERNAL_JS_CHECK', file: 'main.js', line: 7413, code: '  shell.openExternal(url).catch(log)', description: 'Review the use of openExternal' };
const noCsp: Finding = { check: 'CSP_GLOBAL_CHECK', file: 'N/A', line: 0, code: '', description: 'No CSP has been detected' };
const allowed: AllowedFinding[] = [
  { check: 'OPEN_EXTERNAL_JS_CHECK', file: 'main.js', code: 'shell.openExternal(url)', reason: 'checked by the link policy' },
  { check: 'CSP_GLOBAL_CHECK', file: 'N/A', reason: 'sent as a header' },
];

describe('judgeFindings', () => {
  it('accepts findings the allow-list explains, wherever the bundle puts them', () => {
    expect(judgeFindings([{ ...openExternal, line: 9000 }, noCsp], allowed)).toEqual({ unexplained: [], stale: [] });
  });

  it('reports a finding nobody explained', () => {
    const nodeIntegration: Finding = { check: 'NODE_INTEGRATION_JS_CHECK', file: 'main.js', line: 3, code: 'nodeIntegration: true', description: 'Disable nodeIntegration' };
    expect(judgeFindings([openExternal, noCsp, nodeIntegration], allowed).unexplained).toEqual([nodeIntegration]);
  });

  it('asks for a new review when the flagged code changed', () => {
    const changed = { ...openExternal, code: 'shell.openExternal(request.url)' };
    expect(judgeFindings([changed, noCsp], allowed)).toEqual({ unexplained: [changed], stale: [allowed[0]] });
  });

  it('reports an entry that explains nothing any more', () => {
    expect(judgeFindings([openExternal], allowed).stale).toEqual([allowed[1]]);
  });
});
