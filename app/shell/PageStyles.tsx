import { Fragment, useContext, useMemo } from 'react';
import { Links, UNSAFE_FrameworkContext as FrameworkContext, useMatches } from 'react-router';
import { pageStyles } from 'virtual:page-styles';

/** Marks a <style> that holds, inline, the CSS file at this URL. */
const INLINED_HREF_ATTRIBUTE = 'data-href';

const isServer = typeof document === 'undefined';

/** React renders it on <link> as HTML defines it; React's types only know it on form fields. */
const DISABLED = { disabled: true };

/**
 * The stylesheets this document's HTML carried inline, with their text, read once before
 * hydration. Hydration leaves the elements as the server sent them; should React ever render the
 * page afresh instead (it does after an error while hydrating), it writes the same text back
 * rather than leaving the page unstyled. Each value stays the same object, so later renders
 * write nothing.
 */
const inlinedInDocument: ReadonlyMap<string, { __html: string }> = isServer
  ? new Map()
  : new Map(
      Array.from(document.head.querySelectorAll(`style[${INLINED_HREF_ATTRIBUTE}]`), (style) => [
        style.getAttribute(INLINED_HREF_ATTRIBUTE) ?? '',
        { __html: style.textContent ?? '' },
      ]),
    );
const inlinedHrefs = [...inlinedInDocument.keys()];

/** A file's URL without the '#' React Router appends to some. */
const fileUrl = (href: string) => href.replace(/#$/, '');

const styleHtml = (href: string) =>
  isServer ? { __html: pageStyles[fileUrl(href)] ?? '' } : inlinedInDocument.get(href);

/** The CSS files of the matched routes, outermost first (the order <Links /> would use). */
function useRouteCss(): string[] {
  const framework = useContext(FrameworkContext);
  const matches = useMatches();
  const routes = framework?.manifest.routes;
  return useMemo(
    () => [...new Set(matches.flatMap((match) => routes?.[match.id]?.css ?? []))],
    [matches, routes],
  );
}

/**
 * The page's stylesheets and other head links. The first HTML of a visit carries the CSS of its
 * routes inline (small, and the first paint no longer waits for stylesheet requests); routes
 * reached later in the browser link theirs as usual. React Router's own <Links /> still renders
 * everything else (preloads, icons, route `links` exports), told the routes have no CSS.
 */
export function PageStyles() {
  const framework = useContext(FrameworkContext);
  const routeCss = useRouteCss();
  const inlined = isServer
    ? routeCss.filter((href) => pageStyles[fileUrl(href)] !== undefined)
    : inlinedHrefs;
  const linked = routeCss.filter((href) => !inlined.includes(href));

  const withoutRouteCss = useMemo(() => {
    if (!framework) return framework;
    const routes = Object.fromEntries(
      Object.entries(framework.manifest.routes).map(([id, route]) => [
        id,
        route && { ...route, css: undefined },
      ]),
    );
    return { ...framework, manifest: { ...framework.manifest, routes } };
  }, [framework]);

  return (
    <>
      {inlined.map((href) => (
        <Fragment key={href}>
          <style
            {...{ [INLINED_HREF_ATTRIBUTE]: href }}
            suppressHydrationWarning
            dangerouslySetInnerHTML={styleHtml(href)}
          />
          {/* A disabled stylesheet is neither fetched nor applied; it tells the loader of lazily
              loaded code (which asks for the CSS of every chunk it imports, and looks for
              <link>s) that this file is on the page already, instead of fetching it again and
              applying it last, over the routes' own rules. */}
          <link rel="stylesheet" href={fileUrl(href)} {...DISABLED} />
        </Fragment>
      ))}
      {linked.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      <FrameworkContext.Provider value={withoutRouteCss}>
        <Links />
      </FrameworkContext.Provider>
    </>
  );
}
