import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { documentTitle, pageTitle } from './page-titles';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/** The id of the layout's `<main>`: the skip link's target, and where the new page's h1 is looked for. */
export const MAIN_ID = 'contenu';

/** How long a new page may take to show its h1 (lazy chunk, then its first query). */
const HEADING_WAIT_MS = 8000;

/** Calls `found` with the first h1 of `root` once there is one; returns a canceller. */
function whenHeading(root: HTMLElement, found: (heading: HTMLElement) => void): () => void {
  const look = () => root.querySelector<HTMLElement>('h1');
  const now = look();
  if (now) {
    found(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = look();
    if (!heading) return;
    stop();
    found(heading);
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(root, { childList: true, subtree: true });
  return stop;
}

/** True when the keyboard's place was lost: focus on the page's body, or on nothing. */
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}

/**
 * On every route change (WCAG 2.4.2, 2.4.3, 4.1.3): the document's title is the new page's, the change is
 * announced politely, and the keyboard's focus goes to the new page's h1 when the page changed (sign-in,
 * opening an analysis) or when the focus was dropped with the old page (opening a folder). A tab switched
 * within the same page keeps its focus. The first load keeps the browser's own start.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<string | null>(null);

  useEffect(() => {
    document.title = documentTitle(pathname);
    const before = previous.current;
    previous.current = pathname;
    if (before === null || before === pathname) return;
    const pageChanged = pageTitle(before) !== pageTitle(pathname);
    setAnnouncement(pageTitle(pathname) ?? documentTitle(pathname));
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    return whenHeading(main, (heading) => {
      if (!pageChanged && !focusLost()) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
    });
  }, [pathname]);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={visuallyHidden}
      data-testid="route-announcer"
    >
      {announcement}
    </Box>
  );
}

/** « Aller au contenu »: the first focus stop of every page, shown once focused (WCAG 2.4.1). */
export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event: React.MouseEvent) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
      }}
      sx={{
        ...visuallyHidden,
        '&:focus': {
          position: 'fixed',
          top: 8,
          left: 8,
          width: 'auto',
          height: 'auto',
          m: 0,
          px: 2,
          py: 1,
          clip: 'auto',
          overflow: 'visible',
          zIndex: 'tooltip',
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 700,
          borderRadius: 1,
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      Aller au contenu
    </Box>
  );
}
