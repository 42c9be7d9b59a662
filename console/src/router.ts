/**
 * Hash routes (`#/posts/12`): the console is one static `index.html`, so neither `npm start` nor the
 * S3 + CloudFront hosting needs a rewrite rule for deep links, and a reload keeps the screen.
 */
import { useEffect, useState } from 'preact/hooks';

export function currentRoute(): string {
  return location.hash.replace(/^#/, '') || '/posts';
}

export function navigate(route: string): void {
  location.hash = route;
}

export function useRoute(): string {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const changed = () => setRoute(currentRoute());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return route;
}

/** `/posts/12` against `/posts/:id` → `{ id: '12' }`, or undefined. */
export function matchRoute(pattern: string, route: string): Record<string, string> | undefined {
  const names: string[] = [];
  const expression = new RegExp(`^${pattern.replace(/:(\w+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const found = expression.exec(route.split('?')[0]!);
  if (!found) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1]!)]));
}
