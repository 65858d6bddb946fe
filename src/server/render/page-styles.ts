/**
 * Which of the build's stylesheets a server-rendered page inlines (issue 10: "the route's
 * critical CSS"). Linaria gives every styled element a class of its own, unique to the build,
 * so a stylesheet is needed by a page exactly when the page's markup uses one of its classes.
 * The shell's own stylesheets (global rules, the header) always are. Every stylesheet left out
 * arrives, as before, with the chunk that needs it, from the app's chunk loader; the inlined
 * ones are named by a disabled <link> so that loader does not fetch and apply them again.
 */

export interface Stylesheet {
  href: string;
  css: string;
  /** the class names its selectors name */
  classes: ReadonlySet<string>;
  /** the shell links it: every page needs it */
  always: boolean;
}

const SELECTOR_CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;

/** A stylesheet's classes, read off its selectors (declaration blocks are skipped). */
export function stylesheetOf(href: string, css: string, always: boolean): Stylesheet {
  const classes = new Set<string>();
  for (const [selectors] of css.matchAll(/[^{}]+(?=\{)/g)) {
    for (const [, name] of selectors.matchAll(SELECTOR_CLASS)) classes.add(name!);
  }
  return { href, css, classes, always };
}

/** The class names used in rendered markup. */
export function markupClasses(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of value!.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The stylesheets `markup` needs, in the build's order. */
export function stylesheetsFor(
  sheets: readonly Stylesheet[],
  markup: string,
): readonly Stylesheet[] {
  const used = markupClasses(markup);
  return sheets.filter(
    (sheet) => sheet.always || [...sheet.classes].some((name) => used.has(name)),
  );
}
