// What the Electron security scan (electronegativity) found, judged against
// the reviewed allow-list: every finding must be fixed or explained there,
// and every entry there must still match a finding, so the list never holds
// an explanation for code that has changed or gone.

export interface Finding {
  /** The check's id, e.g. OPEN_EXTERNAL_JS_CHECK. */
  check: string;
  /** The scanned file (relative), or "N/A" for a finding about the whole app. */
  file: string;
  line: number;
  /** The source line the finding points at ("" for a whole-app finding). */
  code: string;
  description: string;
}

export interface AllowedFinding {
  check: string;
  file: string;
  /** Text the flagged line must contain: when that code changes, the finding needs a new review. */
  code?: string;
  /** Why this is safe here, and where that is tested. */
  reason: string;
}

export interface Judgement {
  unexplained: Finding[];
  /** Entries that matched no finding: the code they explained changed, or the finding was fixed. */
  stale: AllowedFinding[];
}

function explains(entry: AllowedFinding, finding: Finding): boolean {
  return entry.check === finding.check && entry.file === finding.file && (entry.code === undefined || finding.code.includes(entry.code));
}

export function judgeFindings(findings: readonly Finding[], allowList: readonly AllowedFinding[]): Judgement {
  return {
    unexplained: findings.filter((finding) => !allowList.some((entry) => explains(entry, finding))),
    stale: allowList.filter((entry) => !findings.some((finding) => explains(entry, finding))),
  };
}

export function describeFinding(finding: Finding): string {
  const where = finding.file === 'N/A' ? 'the whole app' : `${finding.file}:${finding.line}`;
  return `${finding.check} at ${where}: ${finding.description}${finding.code ? `\n      ${finding.code.trim()}` : ''}`;
}
