export const content = `
<p><a href="https://www.typescriptlang.org/docs/handbook/release-notes/typescript-4-9.html">TypeScript 4.9</a> introduced a small keyword that solved a problem I had been working around for years. The <code>satisfies</code> operator checks that an expression matches a type <em>without changing the type the compiler infers for it</em>. That sounds academic until you see the two options it replaces.</p>

<h2>The dilemma: annotate or infer?</h2>

<p>Imagine a map of theme colours. Option one is a type annotation:</p>

<pre><code class="language-ts">type ThemeName = 'default' | 'purple' | 'green';

const themes: Record&lt;ThemeName, string&gt; = {
  default: '#008cff',
  purple: '#8b5cf6',
  green: '#10b981',
};</code></pre>

<p>The annotation catches a missing or misspelled theme, which is great. But the type of <code>themes</code> is now exactly <code>Record&lt;ThemeName, string&gt;</code>. Whatever the compiler could have inferred about the individual properties is replaced by the annotation, and if the values had richer shapes, those details would be lost.</p>

<p>Option two is no annotation at all. Inference keeps every detail, but nothing checks that all three themes are present. A typo in a key is just a new key.</p>

<h2>satisfies: both at once</h2>

<pre><code class="language-ts">const themes = {
  default: '#008cff',
  purple: '#8b5cf6',
  green: '#10b981',
} satisfies Record&lt;ThemeName, string&gt;;</code></pre>

<p>The object is validated against <code>Record&lt;ThemeName, string&gt;</code>: a missing key or an extra key is an error. Yet the type of <code>themes</code> is still the inferred one, with exactly these three properties. Add <code>as const</code> before <code>satisfies</code> and even the hex values are kept as literal types.</p>

<h3>Where the difference really shows</h3>

<p>The benefit is clearest with union-typed values. Consider route configuration where a value can be a string or a nested object:</p>

<pre><code class="language-ts">type NavItem = string | { href: string; external: boolean };

const nav = {
  home: '/',
  blog: '/blog',
  github: { href: 'https://github.com/example', external: true },
} satisfies Record&lt;string, NavItem&gt;;

nav.github.href; // OK: TypeScript knows github is the object form
nav.home.toUpperCase(); // OK: and home is a string</code></pre>

<p>With a plain annotation, every property would be <code>NavItem</code>, and both lines would need a type guard first. And because the annotated type is a <code>Record&lt;string, …&gt;</code>, even <code>nav.typo</code> would compile. With <code>satisfies</code>, it does not.</p>

<h2>Patterns I use all the time</h2>

<h3>Configuration files</h3>

<p>Tools increasingly export config helpers, but <code>satisfies</code> works even when they do not. React Router's <code>routes.ts</code> ends with <code>satisfies RouteConfig</code>, and I write Vite, ESLint and Playwright configs the same way when a type is exported:</p>

<pre><code class="language-ts">import type { PlaywrightTestConfig } from '@playwright/test';

export default {
  testDir: './tests/e2e',
  retries: process.env.CI ? 2 : 0,
  use: { baseURL: 'http://localhost:3000' },
} satisfies PlaywrightTestConfig;</code></pre>

<h3>Exhaustive lookup tables</h3>

<p>Mapping every member of a union to a label, an icon or a handler is a perfect fit. Adding a member to the union breaks the build until the table is updated, and the table keeps precise types for each entry.</p>

<pre><code class="language-ts">type Status = 'draft' | 'published' | 'archived';

const statusBadge = {
  draft: { label: 'Draft', tone: 'neutral' },
  published: { label: 'Live', tone: 'success' },
  archived: { label: 'Archived', tone: 'muted' },
} as const satisfies Record&lt;Status, { label: string; tone: string }&gt;;</code></pre>

<h3>Test fixtures</h3>

<p>Fixtures written with <code>satisfies Post</code> are checked against the real entity type, so when the schema changes, the tests stop compiling instead of silently passing with stale data.</p>

<h2>When not to use it</h2>

<ul>
  <li><strong>Function parameters and return types</strong> should still use ordinary annotations. They describe a contract, and callers should see the declared type.</li>
  <li><strong>When you want widening.</strong> A mutable <code>let</code> that will later hold other values of the same type should be annotated, otherwise the narrow inferred type will reject the later assignments.</li>
  <li><strong>It is not a cast.</strong> Unlike <code>as</code>, <code>satisfies</code> never overrides the compiler. If the value does not fit, you get an error, which is exactly what you want.</li>
</ul>

<p>A good rule of thumb: annotate the boundaries of your functions, and use <code>satisfies</code> for the data you declare inside them. You keep the checks, and you keep every bit of type information the compiler worked out for you.</p>
`;
