import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws `children` in a second, interruptible pass (a transition) after the rest of the page: a heavy part
 * (a data grid) then neither delays the page's first paint nor holds the main thread in one long task.
 * `placeholder` stands in meanwhile (sized like the part, so nothing below it moves).
 */
export function SecondPass({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : placeholder;
}
