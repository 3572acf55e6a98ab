export const content = `
<p>"Design tokens" can sound like something that requires a dedicated team, a JSON pipeline and three npm packages. At their core, though, tokens are just <strong>named design decisions</strong>: this is our primary blue, this is our base spacing unit, this is how round our corners are. CSS custom properties are a perfectly good home for them, and for most sites they are all you need.</p>

<h2>Two layers: primitives and semantics</h2>

<p>The most useful idea I have taken from larger design systems is splitting tokens into two layers.</p>

<h3>Primitive tokens</h3>

<p>Primitives describe <em>what is available</em>: the raw palette, the spacing scale, the type sizes. They are named after what they are, not where they are used.</p>

<pre><code class="language-css">:root {
  --blue-500: #008cff;
  --slate-950: #0b1020;
  --slate-900: #121a30;
  --slate-700: #2a3553;
  --slate-300: #a9b4cc;
  --slate-100: #e6ebf5;

  --space-1: 0.5rem; /* 8px grid */
  --space-2: 1rem;
  --space-3: 1.5rem;
  --space-4: 2rem;
  --space-6: 3rem;

  --radius-sm: 0.375rem;
  --radius-md: 0.75rem;
}</code></pre>

<h3>Semantic tokens</h3>

<p>Semantic tokens describe <em>intent</em>: the page background, the colour of body text, the accent used for links and focus rings. Components only ever reference this layer.</p>

<pre><code class="language-css">:root {
  --color-bg: var(--slate-950);
  --color-surface: var(--slate-900);
  --color-border: var(--slate-700);
  --color-text: var(--slate-100);
  --color-text-muted: var(--slate-300);
  --color-primary: var(--blue-500);
  --color-primary-soft: color-mix(in srgb, var(--color-primary) 16%, transparent);
}

.card {
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  padding: var(--space-3);
}

.card a:focus-visible {
  outline: 2px solid var(--color-primary);
  outline-offset: 2px;
}</code></pre>

<p>The indirection is the whole trick. When the brand colour changes, you update one primitive. When you add a light theme, you remap the semantic layer and no component changes at all.</p>

<h2>Theming becomes a one-liner</h2>

<p>Because custom properties are live at runtime and inherited through the DOM, switching a theme is just setting a value. On this site the theme picker does essentially this:</p>

<pre><code class="language-ts">export function applyPrimary(color: string): void {
  const root = document.documentElement;
  root.style.setProperty('--color-primary', color);
  root.style.setProperty('--color-on-primary', readableTextOn(color));
}</code></pre>

<p>Notice <code>color-mix()</code> in the semantic layer above. Derived colours such as hover states and soft backgrounds are computed from the primary in CSS, so they follow the theme automatically instead of needing their own hard-coded values.</p>

<h3>Keeping contrast accessible</h3>

<p>Letting visitors pick any accent colour creates a real accessibility risk: white text on a pale yellow button is unreadable. The fix is to compute the text colour from the background using the WCAG relative luminance formula and pick whichever of two candidates has more contrast.</p>

<pre><code class="language-ts">function luminance(hex: string): number {
  const channel = (i: number) =&gt; {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c &lt;= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export function readableTextOn(bg: string): string {
  return contrast(bg, '#ffffff') &gt;= contrast(bg, '#0b1020') ? '#ffffff' : '#0b1020';
}</code></pre>

<p>Aim for at least 4.5:1 for body-size text and 3:1 for large text and UI components. It is worth writing a unit test that runs every preset through this function.</p>

<h3>Motion is a token too</h3>

<p>Durations and easing curves deserve the same treatment as colours. Define a handful, such as <code>--duration-fast: 150ms</code>, <code>--duration-base: 250ms</code> and a single <code>--ease-out</code> curve, and use them everywhere. Then a <code>prefers-reduced-motion</code> media query can set the durations to zero in one place, and every transition on the site respects the visitor's preference without any component having to think about it.</p>

<h2>Naming guidelines that age well</h2>

<ul>
  <li><strong>Name semantics by role, not appearance.</strong> <code>--color-danger</code> survives a rebrand; <code>--color-red</code> does not.</li>
  <li><strong>Keep the scale small.</strong> Six spacing steps used consistently beat twenty used at random. An 8&nbsp;px base keeps everything aligned.</li>
  <li><strong>Avoid one-off tokens.</strong> If a value is used exactly once, it is a style, not a token.</li>
  <li><strong>Document the intent.</strong> A short comment next to each semantic token saves a lot of "which grey do I use?" questions.</li>
</ul>

<h2>When to reach for tooling</h2>

<p>A token pipeline starts to pay off when the same decisions need to reach several platforms, such as web, iOS and Android, or when designers want to edit tokens directly in their tools and sync them to code. Until then, a well-organised <code>tokens.css</code> file gives you most of the value with none of the machinery, and you can always generate it from JSON later.</p>
`;
