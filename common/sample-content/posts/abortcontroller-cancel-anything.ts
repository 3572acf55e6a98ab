export const content = `
<p>Cancellation is one of those problems that looks trivial until a search box starts showing results for the query the user typed three keystrokes ago. The platform has a standard answer, <a href="https://developer.mozilla.org/en-US/docs/Web/API/AbortController"><code>AbortController</code></a>, and it is far more general than its reputation as "the fetch cancel button" suggests.</p>

<h2>The basic shape</h2>

<p>An <code>AbortController</code> owns an <code>AbortSignal</code>. You hand the signal to whoever does the work and keep the controller for yourself. Calling <code>controller.abort(reason)</code> flips <code>signal.aborted</code> to <code>true</code>, stores the reason on <code>signal.reason</code> and fires an <code>abort</code> event. Anything listening stops what it is doing.</p>

<pre><code class="language-ts">let current: AbortController | null = null;

async function search(query: string): Promise&lt;Product[] | null&gt; {
  current?.abort();
  current = new AbortController();

  try {
    const res = await fetch(\`/api/search?q=\${encodeURIComponent(query)}\`, {
      signal: current.signal,
    });
    return (await res.json()) as Product[];
  } catch (error) {
    if (error instanceof DOMException &amp;&amp; error.name === 'AbortError') return null;
    throw error;
  }
}</code></pre>

<p>Each new keystroke aborts the previous request, and the stale response can never overwrite a fresh one. Note that an aborted fetch rejects with a <code>DOMException</code> named <code>AbortError</code>; treat that as a normal outcome rather than something to report.</p>

<h2>Timeouts without the boilerplate</h2>

<p>Before <code>AbortSignal.timeout()</code>, adding a timeout meant wiring up a controller, a <code>setTimeout</code> and a <code>clearTimeout</code> in a <code>finally</code> block. Now it is one line:</p>

<pre><code class="language-ts">const res = await fetch('/api/report', { signal: AbortSignal.timeout(5_000) });</code></pre>

<p>When the time runs out the request rejects with a <code>TimeoutError</code> instead of an <code>AbortError</code>, so you can tell "the user gave up" apart from "the server was too slow" and show a different message for each.</p>

<h3>Combining signals</h3>

<p>Real code often wants both: cancel when the component unmounts <em>or</em> after ten seconds. <code>AbortSignal.any()</code> returns a signal that aborts as soon as any of its inputs does, and its <code>reason</code> is the reason of whichever fired first.</p>

<pre><code class="language-ts">const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(10_000)]);</code></pre>

<p>It became available in all major browsers in 2024, so check your support matrix before relying on it in older environments.</p>

<h2>Removing event listeners in bulk</h2>

<p>This is my favourite non-fetch use. <code>addEventListener</code> accepts a <code>signal</code> option, and aborting that signal removes the listener. One controller can tear down a whole group of listeners, with no need to keep references to the handler functions:</p>

<pre><code class="language-ts">function enableDragging(el: HTMLElement): () =&gt; void {
  const controller = new AbortController();
  const { signal } = controller;

  el.addEventListener('pointerdown', onDown, { signal });
  window.addEventListener('pointermove', onMove, { signal });
  window.addEventListener('pointerup', onUp, { signal });
  window.addEventListener('keydown', onKey, { signal });

  return () =&gt; controller.abort();
}</code></pre>

<p>The returned cleanup function slots straight into a React effect or a component's teardown hook.</p>

<h2>Making your own functions abortable</h2>

<p>The convention is simple: accept an optional <code>signal</code>, bail out early if it is already aborted, and listen for the <code>abort</code> event while work is in flight. Rejecting with <code>signal.reason</code> keeps the error type consistent with the platform.</p>

<pre><code class="language-ts">export function delay(ms: number, signal?: AbortSignal): Promise&lt;void&gt; {
  return new Promise((resolve, reject) =&gt; {
    signal?.throwIfAborted();

    const id = setTimeout(() =&gt; {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);

    function onAbort() {
      clearTimeout(id);
      reject(signal?.reason);
    }

    signal?.addEventListener('abort', onAbort, { once: true });
  });
}</code></pre>

<p>For CPU-bound loops, call <code>signal.throwIfAborted()</code> between chunks of work. It throws the stored reason if the signal has fired and does nothing otherwise.</p>

<h3>Pass the signal all the way down</h3>

<p>Cancellation only works if every layer forwards the signal. A data function that accepts a signal but calls <code>fetch</code> without it quietly breaks the chain. I treat <code>signal?: AbortSignal</code> as a standard last parameter (or options field) for anything asynchronous in a codebase, the same way Go code threads a <code>context.Context</code> through every call.</p>

<h2>Where it shows up in frameworks</h2>

<ul>
  <li><strong>React effects:</strong> create a controller in the effect and abort it in the cleanup, so a fast-changing dependency never leaves a stale request running.</li>
  <li><strong>React Router loaders:</strong> the <code>request</code> object passed to a loader carries a <code>signal</code> that aborts when the user navigates away. Forward it to <code>fetch</code>.</li>
  <li><strong>Node.js:</strong> many core APIs, such as <code>fs.readFile</code>, <code>setTimeout</code> from <code>node:timers/promises</code> and <code>events.once</code>, accept a <code>signal</code> option too.</li>
</ul>

<p>Once you start thinking of <code>AbortSignal</code> as the shared vocabulary for "stop, nobody needs this any more", you will find places for it everywhere, and your async code will get noticeably more predictable.</p>
`;
