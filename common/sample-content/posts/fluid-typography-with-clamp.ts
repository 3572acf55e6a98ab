export const content = `
<p>Most responsive type scales I inherit look the same: a heading is 32&nbsp;px on phones, then jumps to 48&nbsp;px at one breakpoint and 64&nbsp;px at another. It works, but the layout only looks right at exactly the widths somebody tested. Fluid typography replaces those steps with a continuous line, and modern CSS makes it one declaration.</p>

<h2>How clamp() works</h2>

<p><code>clamp(MIN, PREFERRED, MAX)</code> returns the preferred value, but never less than the minimum or more than the maximum. Give it a preferred value that grows with the viewport width and you get text that scales smoothly between two limits:</p>

<pre><code class="language-css">h1 {
  font-size: clamp(2rem, 1.1429rem + 3.8095vw, 4rem);
}</code></pre>

<p>That line says: 32&nbsp;px at a 360&nbsp;px viewport, 64&nbsp;px at a 1200&nbsp;px viewport, and a straight line in between. The odd-looking numbers in the middle come from basic linear interpolation.</p>

<h2>Deriving the preferred value</h2>

<p>We want a line through two points: (360&nbsp;px viewport, 32&nbsp;px font) and (1200&nbsp;px viewport, 64&nbsp;px font).</p>

<ol>
  <li><strong>Slope:</strong> (64 − 32) / (1200 − 360) = 0.038095. Multiplied by 100, that is <code>3.8095vw</code>, because <code>1vw</code> is 1% of the viewport width.</li>
  <li><strong>Intercept:</strong> 32 − 0.038095 × 360 = 18.286&nbsp;px, which is <code>1.1429rem</code> at the default 16&nbsp;px root size.</li>
  <li><strong>Check:</strong> at 360&nbsp;px, 18.286 + 13.714 = 32. At 1200&nbsp;px, 18.286 + 45.714 = 64.</li>
</ol>

<p>Nobody wants to do that by hand for every step of a scale, so I keep a small helper around:</p>

<pre><code class="language-ts">export function fluid(minPx: number, maxPx: number, minVw = 360, maxVw = 1200): string {
  const slope = (maxPx - minPx) / (maxVw - minVw);
  const intercept = minPx - slope * minVw;
  const round = (n: number) =&gt; Number(n.toFixed(4));
  return \`clamp(\${round(minPx / 16)}rem, \${round(intercept / 16)}rem + \${round(slope * 100)}vw, \${round(maxPx / 16)}rem)\`;
}

fluid(32, 64); // clamp(2rem, 1.1429rem + 3.8095vw, 4rem)</code></pre>

<h3>Generating a whole scale</h3>

<p>A typical scale for this site runs 14, 16, 20, 28, 40 and 64&nbsp;px on large screens. Small text should barely change, while display headings benefit from the widest range. I pick a smaller minimum for each step and emit the results as custom properties:</p>

<pre><code class="language-css">:root {
  --step-0: 1rem;
  --step-1: clamp(1.125rem, 1.0714rem + 0.2381vw, 1.25rem);
  --step-2: clamp(1.375rem, 1.2143rem + 0.7143vw, 1.75rem);
  --step-3: clamp(1.75rem, 1.4286rem + 1.4286vw, 2.5rem);
  --step-4: clamp(2rem, 1.1429rem + 3.8095vw, 4rem);
}</code></pre>

<h2>Accessibility: always mix in rem</h2>

<p>It is tempting to write <code>font-size: 5vw</code> and call it fluid. Don't. Viewport units ignore the browser's text size setting, and page zoom does not enlarge them the way it enlarges <code>rem</code>-based sizes, so visitors who need bigger text cannot get it. WCAG's Resize Text criterion asks that text can be scaled to 200%.</p>

<p>Including a <code>rem</code> term in the preferred value, and using <code>rem</code> for the minimum and maximum, keeps the user's preferences in the equation. It is also worth keeping the ratio between minimum and maximum moderate, roughly 2.5 times or less, so zooming still has a meaningful effect at every width.</p>

<h2>Beyond font size</h2>

<ul>
  <li><strong>Spacing:</strong> the same helper works for section padding and gaps, so whitespace grows in proportion with the type.</li>
  <li><strong>Container queries:</strong> for components that live in sidebars and grids, swap <code>vw</code> for <code>cqi</code> so the text scales with its container rather than the window.</li>
  <li><strong>Line height:</strong> use unitless values, around 1.6 for body text and 1.1 to 1.2 for large headings, so they scale with the font size automatically.</li>
  <li><strong>Line length:</strong> cap article text at about <code>65ch</code>. Fluid type makes text larger on wide screens, but the measure should stay comfortable.</li>
  <li><strong>Balanced headings:</strong> <code>text-wrap: balance</code> evens out the lines of multi-line headings, which pairs nicely with large fluid sizes.</li>
</ul>

<h2>A word of restraint</h2>

<p>Not everything needs to be fluid. Body text at a steady 16 to 18&nbsp;px is usually the most readable choice on every screen, and UI labels should stay predictable. Save the dramatic ranges for headings and hero text, where a smooth progression genuinely improves the layout.</p>
`;
