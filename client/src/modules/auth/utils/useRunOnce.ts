import { useEffect, useRef } from 'react';

/** Runs `task` once after the first render (StrictMode's double effects would sign in twice). */
export function useRunOnce(task: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    task();
  }, []);
}
