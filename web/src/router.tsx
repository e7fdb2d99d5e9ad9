/** A small history router: the console's URLs are plain paths, the same on desktop and phone. */
import { type MouseEvent, type ReactNode, useEffect, useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};
if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

/** Moves to `to` (path and query) without reloading. */
export function navigate(to: string, replace = false): void {
  if (replace) history.replaceState(null, '', to);
  else history.pushState(null, '', to);
  window.scrollTo(0, 0);
  notify();
}

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The current `pathname + search`. */
export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, () => location.pathname + location.search);
  return new URL(href, 'http://console');
}

/** Sets one query parameter (empty removes it), keeping the path. */
export function setQuery(name: string, value: string): void {
  const url = new URL(location.href);
  if (value) url.searchParams.set(name, value);
  else url.searchParams.delete(name);
  navigate(url.pathname + url.search, true);
}

export function Link(props: {
  to: string;
  children: ReactNode;
  className?: string;
  'aria-current'?: 'page';
}) {
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(props.to);
  };
  return (
    <a href={props.to} onClick={onClick} className={props.className} aria-current={props['aria-current']}>
      {props.children}
    </a>
  );
}

/** Sets the document title for a page. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Recourse`;
  }, [title]);
}
