export const content = `
<p>If I had to name the single most common source of bugs in the React codebases I have inherited, it would not be a library or a pattern. It would be <code>useEffect</code> used for things that are not effects. The React documentation is explicit about this in its guide <a href="https://react.dev/learn/you-might-not-need-an-effect">You Might Not Need an Effect</a>: effects are an <strong>escape hatch</strong> for synchronising a component with an external system. Everything else usually has a simpler home.</p>

<h2>Smell 1: state that mirrors other state</h2>

<p>The classic example is a derived value kept in its own state and updated by an effect:</p>

<pre><code class="language-tsx">function Cart({ items }: { items: CartItem[] }) {
  const [total, setTotal] = useState(0);

  useEffect(() =&gt; {
    setTotal(items.reduce((sum, item) =&gt; sum + item.price * item.qty, 0));
  }, [items]);

  return &lt;p&gt;Total: {formatPrice(total)}&lt;/p&gt;;
}</code></pre>

<p>This renders twice for every change: once with the stale total, then again after the effect runs. It also introduces a moment where the screen is wrong. The fix is to compute the value during render:</p>

<pre><code class="language-tsx">function Cart({ items }: { items: CartItem[] }) {
  const total = items.reduce((sum, item) =&gt; sum + item.price * item.qty, 0);
  return &lt;p&gt;Total: {formatPrice(total)}&lt;/p&gt;;
}</code></pre>

<p>If the calculation is genuinely expensive (measure first, most are not), wrap it in <code>useMemo</code>. It is still computed during render, just cached between renders with the same inputs.</p>

<h2>Smell 2: resetting state when a prop changes</h2>

<p>A profile page keeps a draft comment in state, and when the user navigates to another profile the draft should clear. The effect version watches <code>userId</code> and calls <code>setDraft('')</code>, which again renders the wrong thing first.</p>

<p>Instead, tell React that a different user means a different component instance by giving it a <code>key</code>:</p>

<pre><code class="language-tsx">export function ProfilePage({ userId }: { userId: string }) {
  return &lt;Profile key={userId} userId={userId} /&gt;;
}</code></pre>

<p>When the key changes, React unmounts the old subtree and mounts a fresh one, so every piece of state inside it starts from its initial value. No effect, no flicker.</p>

<h3>Adjusting only part of the state</h3>

<p>Sometimes you only want to reset one field, such as the selected item when the list changes. Before reaching for an effect, ask whether you can store something that does not need resetting. Storing <code>selectedId</code> instead of the selected object, and deriving the object with <code>items.find</code>, makes the "reset" automatic: if the id is no longer in the list, nothing is selected.</p>

<h2>Smell 3: logic that belongs to an event</h2>

<p>Consider a checkout button that should send an analytics event and show a toast. A common pattern sets a <code>submitted</code> flag in the click handler and then reacts to it in an effect. That splits one user action across two places and makes it fire again whenever the component remounts with the flag set.</p>

<p>Ask <em>why</em> the code runs. If the answer is "because the user clicked", it belongs in the click handler. If the answer is "because the component is on screen", it belongs in an effect. Sending a purchase request is caused by the click. Connecting to a chat room while the chat is visible is caused by display, so that one is a legitimate effect.</p>

<h2>Smell 4: chains of effects</h2>

<p>Effects that set state which triggers another effect, which sets more state, are hard to follow and cause a cascade of renders. Nearly always, the whole chain can be collapsed into a single event handler that calculates the next state in one go, or into a reducer that handles the transition explicitly.</p>

<h2>When an effect is the right tool</h2>

<p>Effects are correct when you need to keep something outside React in sync with your component:</p>

<ul>
  <li>subscribing to a browser API such as <code>matchMedia</code> or <code>IntersectionObserver</code> (or better, <code>useSyncExternalStore</code> for subscriptions),</li>
  <li>integrating a non-React widget like a map or a chart library,</li>
  <li>opening and closing a WebSocket connection,</li>
  <li>fetching data when no framework loader is available.</li>
</ul>

<h3>If you must fetch in an effect</h3>

<p>Handle the race condition. Without cleanup, a slow response for an old query can land after a fast response for a new one:</p>

<pre><code class="language-tsx">useEffect(() =&gt; {
  const controller = new AbortController();
  fetchResults(query, controller.signal)
    .then(setResults)
    .catch((error) =&gt; {
      if (error.name !== 'AbortError') setError(error);
    });
  return () =&gt; controller.abort();
}, [query]);</code></pre>

<p>In a framework such as React Router or Next.js, prefer the built-in data loading instead. Loaders start fetching before rendering, avoid waterfalls and handle cancellation for you.</p>

<h2>A quick checklist</h2>

<ol>
  <li>Can this value be computed from props or state? Compute it during render.</li>
  <li>Does this state need to reset when an identity changes? Use a <code>key</code>.</li>
  <li>Is this code caused by a user action? Put it in the event handler.</li>
  <li>Is this synchronising with something outside React? Then, and only then, reach for <code>useEffect</code>.</li>
</ol>

<p>Deleting an effect is one of the most satisfying refactors in React. The component gets shorter, renders fewer times and has one less place for timing bugs to hide.</p>
`;
