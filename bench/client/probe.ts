/**
 * In-page probes, injected as plain script text: they run in the browser (this Node project has no DOM
 * types), and measure there, so Playwright's polling latency never counts in a figure.
 */
import type { Page } from '@playwright/test';

/**
 * Records `performance.now()` (ms since the navigation started) when each selector first matches and is
 * laid out, from a MutationObserver + animation frame installed before the page's own scripts run.
 */
export async function watchFirstSeen(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const selectors = ${JSON.stringify(selectors)};
      const seen = (window.__firstSeen = {});
      const check = () => {
        for (const s of selectors) {
          if (seen[s] !== undefined) continue;
          const el = document.querySelector(s);
          if (el && el.getBoundingClientRect().height > 0) seen[s] = performance.now();
        }
        return selectors.every((s) => seen[s] !== undefined);
      };
      const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
      const start = () => {
        observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true });
        check();
      };
      // Init scripts run as soon as the document exists; its root element may still be missing.
      if (document.documentElement) start();
      else document.addEventListener('DOMContentLoaded', start);
    })();`,
  });
}

/** Waits until the probe saw `selector`, then returns its time (ms since navigation start). */
export async function firstSeen(page: Page, selector: string, timeoutMs = 120_000): Promise<number> {
  const handle = await page.waitForFunction(
    `window.__firstSeen && window.__firstSeen[${JSON.stringify(selector)}]`,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

export interface ScrollFigures {
  /** What scrolled: the grid's own scroller, or the page when the grid is as tall as its rows. */
  target: 'grid' | 'page';
  frames: number;
  durationMs: number;
  fps: number;
  /** Frames longer than 50 ms (visibly janky). */
  slowFrames: number;
  worstFrameMs: number;
  longTasks: number;
  longTaskMs: number;
}

/**
 * Scrolls `selector` from top to bottom by `stepPx` per animation frame (a fast, steady wheel) and back,
 * counting frames and long tasks (> 50 ms on the main thread) while it happens.
 */
export async function measureScroll(page: Page, selector: string, stepPx = 60): Promise<ScrollFigures> {
  return (await page.evaluate(`(async () => {
    const inner = document.querySelector(${JSON.stringify(selector)});
    if (!inner) throw new Error('élément à faire défiler introuvable : ' + ${JSON.stringify(selector)});
    // A grid that grows to fit its rows does not scroll itself: the page does.
    const el = inner.scrollHeight > inner.clientHeight + 1 ? inner : document.scrollingElement;
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries()));
    observer.observe({ type: 'longtask', buffered: false });
    const frameTimes = [];
    const start = performance.now();
    let last = start;
    let direction = 1;
    el.scrollTop = 0;
    await new Promise((done) => {
      const step = (now) => {
        frameTimes.push(now - last);
        last = now;
        const max = el.scrollHeight - el.clientHeight;
        el.scrollTop = Math.max(0, Math.min(max, el.scrollTop + direction * ${stepPx}));
        if (direction === 1 && el.scrollTop >= max) direction = -1;
        else if (direction === -1 && el.scrollTop <= 0) return done();
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    await new Promise((r) => setTimeout(r, 100));
    observer.disconnect();
    const durationMs = performance.now() - start;
    return {
      target: el === inner ? 'grid' : 'page',
      frames: frameTimes.length,
      durationMs: Math.round(durationMs),
      fps: Math.round((frameTimes.length / durationMs) * 1000),
      slowFrames: frameTimes.filter((t) => t > 50).length,
      worstFrameMs: Math.round(Math.max(...frameTimes)),
      longTasks: tasks.length,
      longTaskMs: Math.round(tasks.reduce((s, t) => s + t.duration, 0)),
    };
  })()`)) as ScrollFigures;
}
