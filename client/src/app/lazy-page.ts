import {
  createElement,
  isValidElement,
  lazy,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Loader = () => Promise<unknown>;

/** Each lazy page's loader, found again from the page component a route's element shows. */
const loaders = new WeakMap<object, Loader>();

/**
 * A page (or a heavy part of one) in its own chunk, as React.lazy, whose code can be fetched ahead of
 * rendering (`preloadRoute`, or calling the returned `load`). Code already there when the page mounts is
 * used at once: React.lazy alone would still suspend once, and a Suspense boundary reveals its content up
 * to 300 ms later (React's fallback throttle), delaying the page and the queries it starts.
 */
// `any` as React.lazy's own signature: a page's props are its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> & { load: () => Promise<unknown> } {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const load = () =>
    (loading ??= factory().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // the next render asks again
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function LazyPage(props: ComponentProps<T>) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page would remount it.
    const [Page] = useState(() => (loaded ?? Lazy) as ComponentType<ComponentProps<T>>);
    return createElement(Page, props);
  }
  loaders.set(LazyPage, load);
  return Object.assign(LazyPage, { load });
}

/** Lazy pages inside an element: the element itself, or wrapped by guards and layouts (`children`). */
function pagesIn(node: ReactNode, found: Loader[] = []): Loader[] {
  if (Array.isArray(node)) {
    for (const child of node) pagesIn(child, found);
  } else if (isValidElement<{ children?: ReactNode }>(node)) {
    const loader = typeof node.type === 'string' ? undefined : loaders.get(node.type);
    if (loader) found.push(loader);
    pagesIn(node.props.children, found);
  }
  return found;
}

/**
 * Starts fetching the code of the pages `pathname` shows, before the first render: a page behind the
 * session guard would otherwise only be asked for once the session has answered (one round trip later).
 * Returns how many chunks were asked for.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): number {
  let asked = 0;
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    for (const load of pagesIn(route.element)) {
      // A failed early fetch is asked again (and reported) when the page renders.
      load().catch(() => undefined);
      asked++;
    }
  }
  return asked;
}
