import type { Page } from '@playwright/test';
import type { OperationInput, OperationName, OperationOutput } from '../../electron/contract';

/**
 * Calls an operation of the browser-mode server from the page, with the
 * page's own token, as the app does: for a spec's set-up (a game to show, a
 * setting), never for what the spec checks.
 */
export async function callApi<Op extends OperationName>(page: Page, operation: Op, input: OperationInput<Op>): Promise<OperationOutput<Op>> {
  const answer = await page.evaluate(
    async ({ operation, input }) => {
      const token = new URLSearchParams(location.search).get('token') ?? '';
      const response = await fetch(`/api/${operation}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
      return (await response.json()) as { ok: boolean; value?: unknown; error?: unknown };
    },
    { operation, input },
  );
  if (!answer.ok) throw new Error(`${operation} failed: ${JSON.stringify(answer.error)}`);
  return answer.value as OperationOutput<Op>;
}
