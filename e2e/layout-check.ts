// What the layout pass measures on a page, in one `page.evaluate` (one round
// trip per screen and size, so seven languages stay cheap): text that
// overflows its box, sibling labels whose boxes overlap, words broken
// inside (not at a hyphen, a soft hyphen or a slash), text clipped by an
// ancestor that hides its overflow, and a page wider than the window.
// Each problem names its element and its text, so a failure says what to fix.
import type { Page } from '@playwright/test';

export interface LayoutProblem {
  kind: 'overflow' | 'overlap' | 'broken-word' | 'clipped' | 'page-wider';
  where: string;
  text: string;
}

/** The layout problems of the page as it is shown now (`scope`: a CSS selector to measure only inside, e.g. a dialog). */
export async function layoutProblems(page: Page, scope = 'body'): Promise<LayoutProblem[]> {
  return page.evaluate((scopeSelector) => {
    const problems: { kind: string; where: string; text: string }[] = [];
    const root = document.querySelector(scopeSelector);
    if (root === null) return [{ kind: 'overflow', where: scopeSelector, text: 'no such element' }];
    // A pixel of slack: sub-pixel layout rounds scrollWidth up.
    const SLACK = 1;
    const describe = (element: Element): string => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`).join('');
      const parent = element.parentElement;
      const parentClasses = parent === null ? '' : [...parent.classList].slice(0, 1).map((name) => `.${name}`).join('');
      return `${parent === null ? '' : `${parent.tagName.toLowerCase()}${parentClasses} > `}${element.tagName.toLowerCase()}${classes}`;
    };
    const textOf = (element: Element): string => ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
    const shown = (element: Element): boolean => {
      // The board's holes are pictures (their shells may spill over the rim); their labels are checked by the board's own tests.
      if (element.closest('svg, [hidden], [aria-hidden="true"], [data-pit]') !== null) return false;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = element.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box.
      return rect.width > 1 && rect.height > 1;
    };
    const ownText = (element: Element): boolean =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
    const isControl = (element: Element): boolean => element.matches('button, select, input:not([type="radio"]):not([type="checkbox"]), label, a, summary, legend, th, td');
    const contentRect = (element: Element): DOMRect => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };

    /** Where the element's shown text reaches (its text nodes outside aria-hidden decorations). */
    const textExtent = (element: Element): { left: number; right: number } | null => {
      let left = Infinity;
      let right = -Infinity;
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const piece = document.createRange();
      for (let node = texts.nextNode(); node !== null; node = texts.nextNode()) {
        if ((node.textContent ?? '').trim() === '' || node.parentElement?.closest('[aria-hidden="true"]')) continue;
        piece.selectNodeContents(node);
        for (const rect of piece.getClientRects()) {
          if (rect.width === 0) continue;
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
      }
      return left === Infinity ? null : { left, right };
    };
    /** The box a letter is drawn in (a letter after a line break also has an empty box at the end of the line before). */
    const letterRect = (range: Range): DOMRect | undefined => [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);

    const elements = [...root.querySelectorAll('*')].filter((element) => !(element instanceof SVGElement) && shown(element));
    const texts = elements.filter((element) => ownText(element) || isControl(element));

    for (const element of texts) {
      const style = getComputedStyle(element);
      const scrolls = /auto|scroll/.test(style.overflowX);
      const html = element as HTMLElement;
      // A cell that ends in an ellipsis keeps its whole text in its title (player names, notes).
      const titled = element.hasAttribute('title') || element.closest('[title]') !== null;
      // A select shows only its chosen option, but measures as wide as its longest.
      // Overflowing: wider than its box, and by its text (a decoration such as a sort arrow's icon may reach past it).
      if (!scrolls && !titled && !element.matches('select') && html.clientWidth > 0 && html.scrollWidth > html.clientWidth + SLACK) {
        const box = element.getBoundingClientRect();
        const text = textExtent(element);
        if (text !== null && (text.right > box.right + SLACK || text.left < box.left - SLACK)) {
          problems.push({ kind: 'overflow', where: describe(element), text: `${textOf(element)} (${html.scrollWidth} > ${html.clientWidth})` });
          continue;
        }
      }
      // Clipped: content reaching past an ancestor that hides (not scrolls) its overflow.
      const content = contentRect(element);
      if (content.width === 0 || titled) continue;
      for (let ancestor = element.parentElement; ancestor !== null && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (/auto|scroll/.test(overflow)) break;
        if (!/hidden|clip/.test(overflow)) continue;
        const box = ancestor.getBoundingClientRect();
        if (content.left < box.left - SLACK || content.right > box.right + SLACK) {
          problems.push({ kind: 'clipped', where: describe(element), text: `${textOf(element)} (by ${describe(ancestor)})` });
        }
        break;
      }
    }

    // Sibling labels: no two boxes (or the text they hold) cover each other.
    const parents = new Set(texts.map((element) => element.parentElement).filter((parent) => parent !== null));
    for (const parent of parents) {
      const siblings = [...parent.children].filter(
        (child) => shown(child) && !(child instanceof SVGElement) && textOf(child) !== '' && !/absolute|fixed|sticky/.test(getComputedStyle(child).position),
      );
      const boxes = siblings.map((child) => {
        const own = child.getBoundingClientRect();
        // A box that scrolls or hides what it holds, and a select (its options are not shown), covers only itself.
        const keepsInside = child.matches('select') || getComputedStyle(child).overflowX !== 'visible';
        const content = keepsInside ? own : contentRect(child);
        return {
          child,
          left: Math.min(own.left, content.left),
          right: Math.max(own.right, content.right),
          top: Math.min(own.top, content.top),
          bottom: Math.max(own.bottom, content.bottom),
        };
      });
      for (let a = 0; a < boxes.length; a++) {
        for (let b = a + 1; b < boxes.length; b++) {
          const one = boxes[a]!;
          const two = boxes[b]!;
          const across = Math.min(one.right, two.right) - Math.max(one.left, two.left);
          const down = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
          if (across > 2 && down > 2) problems.push({ kind: 'overlap', where: `${describe(one.child)} / ${describe(two.child)}`, text: `${textOf(one.child)} / ${textOf(two.child)}` });
        }
      }
    }

    // Words broken inside: a piece of a word (split after a hyphen, soft hyphen or slash) laid on two lines.
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent === null || !shown(parent) || parent.closest('[title]') !== null) continue;
      const value = node.textContent ?? '';
      for (const word of value.matchAll(/[^\s\u00AD\-/]+[\u00AD\-/]?/g)) {
        if (word[0].length < 2) continue;
        // Its first and last letters on different lines (a break at the piece's end, after a soft hyphen, is allowed).
        const last = word.index + word[0].replace(/[\u00AD\-/]$/, '').length - 1;
        range.setStart(node, word.index);
        range.setEnd(node, word.index + 1);
        const first = letterRect(range);
        range.setStart(node, last);
        range.setEnd(node, last + 1);
        const end = letterRect(range);
        if (first !== undefined && end !== undefined && Math.abs(end.top - first.top) > first.height / 2) problems.push({ kind: 'broken-word', where: describe(parent), text: `${word[0]} in: ${textOf(parent)}` });
      }
    }

    if (scopeSelector === 'body' && document.documentElement.scrollWidth > document.documentElement.clientWidth + SLACK) {
      problems.push({ kind: 'page-wider', where: 'html', text: `${document.documentElement.scrollWidth} > ${document.documentElement.clientWidth}` });
    }
    return problems;
  }, scope) as Promise<LayoutProblem[]>;
}
