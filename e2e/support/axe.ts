import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';

/** axe-core's own types, read from the package so the helper follows its version. */
type AxeResults = import('axe-core').AxeResults;
type Result = import('axe-core').Result;

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The impacts that fail a screen: what blocks or seriously hinders someone using assistive technology. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** Makes axe-core available in every page of the context, including pages opened later. */
export async function withAxe(context: BrowserContext): Promise<void> {
  await context.addInitScript({ path: axeScript });
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** A few offending elements (selector and axe's summary), enough to find them. */
  nodes: string[];
}

function finding(result: Result): AxeFinding {
  return {
    rule: result.id,
    impact: result.impact ?? 'unknown',
    help: result.help,
    nodes: result.nodes
      .slice(0, 3)
      .map((node) => `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ')}`),
  };
}

/**
 * Runs axe-core on the whole page as it is now and answers the serious and critical violations. Transitions
 * are finished first (Mantine fades and collapses; endless spinners aside), so colours are measured at rest.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  // Evaluated as text: the e2e project compiles without the DOM's types.
  await page.evaluate(`Promise.allSettled(document.getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    .map((animation) => animation.finished))`);
  const results = await page.evaluate<AxeResults>("axe.run(document, { resultTypes: ['violations'] })");
  return results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '')).map(finding);
}

/** A readable report of findings per screen, for a failing assertion's message. */
export function describeFindings(findings: Record<string, AxeFinding[]>): string {
  return Object.entries(findings)
    .filter(([, list]) => list.length > 0)
    .map(
      ([screen, list]) =>
        `${screen}\n${list
          .map(
            (item) =>
              `  [${item.impact}] ${item.rule}: ${item.help}\n${item.nodes.map((n) => `    ${n}`).join('\n')}`,
          )
          .join('\n')}`,
    )
    .join('\n');
}
