export const content = `
<p>This site is dark by default, and getting it to feel calm rather than gloomy took more iterations than I expected. Inverting a light palette produces something technically dark but visually harsh. Here is what I learned about designing dark interfaces deliberately.</p>

<h2>Start with the background</h2>

<h3>Avoid pure black</h3>

<p>Pure <code>#000</code> behind pure white text creates the highest possible contrast, and on many screens that makes text appear to shimmer or bleed, especially for readers with astigmatism. A very dark, slightly tinted colour such as <code>#0b1020</code> reads as black but is much softer. A hint of blue also makes the palette feel intentional rather than empty.</p>

<h3>Avoid pure white text, too</h3>

<p>Body text in an off-white like <code>#e6ebf5</code> still clears WCAG AA comfortably against a near-black background while reducing glare. Secondary text can drop further, but check it: muted greys are where dark themes most often fail contrast requirements.</p>

<h2>Elevation through lightness</h2>

<p>In light interfaces, shadows communicate depth. On a dark background shadows barely show, so the convention is reversed: <strong>surfaces that are closer to the viewer are lighter</strong>. A simple three-step ladder is enough for most sites:</p>

<pre><code class="language-css">:root {
  --surface-0: #0b1020; /* page */
  --surface-1: #121a30; /* cards */
  --surface-2: #1a2340; /* menus, dialogs */
  --border-subtle: rgb(255 255 255 / 0.08);
}</code></pre>

<p>Combine each step with a hairline border in translucent white. It defines edges far better than a shadow would and adapts automatically to whatever surface it sits on.</p>

<h2>Tame your accent colours</h2>

<p>Saturated colours that look crisp on white can vibrate on a dark background. Two adjustments help:</p>

<ul>
  <li><strong>Lift the lightness</strong> of accents slightly, so links and focus rings reach at least 4.5:1 against the background.</li>
  <li><strong>Use colour sparingly.</strong> One accent per section (a link colour, an active state, a focus ring) is enough. Large saturated areas in a dark UI quickly become overwhelming.</li>
</ul>

<p>For tinted backgrounds such as a selected row or a tag chip, mix the accent into the surface rather than using it at full strength:</p>

<pre><code class="language-css">.tag {
  color: var(--color-primary);
  background: color-mix(in oklch, var(--color-primary) 14%, var(--surface-1));
  border: 1px solid color-mix(in oklch, var(--color-primary) 35%, transparent);
}</code></pre>

<p>Mixing in the <code>oklch</code> space keeps the perceived lightness steadier across different hues, which matters when visitors can pick their own accent colour.</p>

<h2>The CSS details people forget</h2>

<h3>Tell the browser with color-scheme</h3>

<p>Declaring <code>color-scheme</code> makes the browser render scrollbars, form controls and the default canvas in dark mode too. Without it you get bright white scrollbars and date pickers inside an otherwise dark page.</p>

<pre><code class="language-css">:root {
  color-scheme: dark;
}

@media (prefers-color-scheme: light) {
  :root[data-theme='auto'] {
    color-scheme: light;
  }
}</code></pre>

<h3>Prevent the flash of the wrong theme</h3>

<p>If the theme is chosen in JavaScript after the page loads, visitors see a flash of the default theme first. Apply the saved preference with a tiny inline script in the document head, before any content renders, or render the theme attribute on the server from a cookie.</p>

<h3>Images and illustrations</h3>

<p>Bright photos and screenshots can feel like a flashlight in a dark room. Giving images a subtle border and a slightly reduced brightness, for example <code>filter: brightness(0.9)</code>, helps them sit in the page. Prefer illustrations and cover art designed for the dark palette wherever you control the artwork.</p>

<h2>Test it in real conditions</h2>

<ol>
  <li>Read a long article at night with the screen brightness low. Fatigue shows up quickly.</li>
  <li>Read it again in daylight. Low-contrast greys that looked elegant at night often disappear.</li>
  <li>Run every text and background pair through a contrast checker, including hover, focus and disabled states.</li>
  <li>Turn on forced colours mode (Windows High Contrast) to make sure borders and focus indicators still appear.</li>
</ol>

<p>A dark theme done well feels quiet. The content glows a little, the chrome recedes, and the accent colour is reserved for the few things that truly need attention.</p>
`;
