export const content = `
<p>Every JavaScript developer has heard that the language is <em>single-threaded</em>. That is true for your code, but it hides the interesting part: the browser (or Node.js) is constantly deciding <strong>which piece of your code runs next</strong>. That decision is the event loop, and once you can picture it, a whole class of bugs (flaky ordering, frozen buttons, animations that stutter) becomes much easier to reason about.</p>

<h2>The three moving parts</h2>

<p>The model has three parts that matter day to day: the call stack, the task queue and the microtask queue. Rendering is a fourth step that the browser slots in between them.</p>

<h3>The call stack</h3>

<p>When a function is called, a frame is pushed on the stack; when it returns, the frame is popped. While anything is on the stack, nothing else in your JavaScript can run. There is no pre-emption: a <code>for</code> loop that takes two seconds blocks clicks, scrolling handlers and timers for two seconds.</p>

<h3>Tasks</h3>

<p>A <strong>task</strong> (often called a macrotask) is a unit of work the loop picks up when the stack is empty: running a script, dispatching a click event, firing a <code>setTimeout</code> callback, delivering a <code>message</code> from a worker. The loop takes <em>one</em> task, runs it to completion, and then moves on.</p>

<h3>Microtasks</h3>

<p><strong>Microtasks</strong> are smaller, higher-priority jobs: promise reactions (<code>.then</code>, <code>await</code> continuations), <code>queueMicrotask</code> callbacks and <code>MutationObserver</code> records. After each task finishes, the loop drains the <em>entire</em> microtask queue, including any microtasks queued by other microtasks, before it does anything else.</p>

<h2>A classic ordering puzzle</h2>

<p>Predict the output before reading on:</p>

<pre><code class="language-js">console.log('script start');

setTimeout(() =&gt; console.log('timeout'), 0);

Promise.resolve()
  .then(() =&gt; console.log('promise 1'))
  .then(() =&gt; console.log('promise 2'));

queueMicrotask(() =&gt; console.log('microtask'));

console.log('script end');</code></pre>

<p>The answer is <code>script start</code>, <code>script end</code>, <code>promise 1</code>, <code>microtask</code>, <code>promise 2</code>, <code>timeout</code>. Walking through it:</p>

<ol>
  <li>The whole script is one task, so both synchronous logs run first.</li>
  <li><code>setTimeout</code> schedules a <em>new task</em>, which has to wait for the current task and all microtasks.</li>
  <li>The first <code>.then</code> is queued as a microtask immediately because the promise is already resolved. The second <code>.then</code> waits on the promise returned by the first, so it is not queued yet.</li>
  <li><code>queueMicrotask</code> adds its callback behind <code>promise 1</code>.</li>
  <li>When the script ends, the microtask queue drains: <code>promise 1</code> runs and resolves its promise, which queues <code>promise 2</code> behind <code>microtask</code>.</li>
  <li>Only then does the loop pick up the next task: the timeout.</li>
</ol>

<h2>Where rendering fits</h2>

<p>In a browser, the loop gets a rendering opportunity roughly once per display frame, about every 16.7&nbsp;ms on a 60&nbsp;Hz screen. If it decides to render, it runs <code>requestAnimationFrame</code> callbacks, recalculates styles, performs layout and paints. Crucially, rendering only happens <strong>between tasks</strong>, never in the middle of one and never while microtasks are still pending.</p>

<h3>Why requestAnimationFrame beats setTimeout for animation</h3>

<p><code>setTimeout(fn, 16)</code> is only a guess at the frame rate, and timers drift. <code>requestAnimationFrame</code> is called right before the browser paints, so every visual update lands in the frame it was meant for, and the browser can pause it entirely in background tabs.</p>

<h2>Practical consequences</h2>

<ul>
  <li><strong>Long tasks freeze the page.</strong> Anything over about 50&nbsp;ms delays input handling and shows up in Interaction to Next Paint. Break big jobs into chunks.</li>
  <li><strong>Microtasks can starve rendering.</strong> A promise chain that keeps queueing more microtasks never lets the loop reach the render step. Recursion through <code>queueMicrotask</code> is as blocking as a <code>while (true)</code>.</li>
  <li><strong><code>await</code> is not a yield to the browser.</strong> Awaiting an already-resolved value only defers to the microtask queue; the page still cannot paint.</li>
  <li><strong>Zero-delay timers are not zero.</strong> Browsers clamp deeply nested timers to at least 4&nbsp;ms, and background tabs throttle them further.</li>
</ul>

<p>When you do need to yield, schedule a new task so the loop can handle input and paint in between:</p>

<pre><code class="language-js">const yieldToMain = () =&gt; new Promise((resolve) =&gt; setTimeout(resolve, 0));

async function processInChunks(items, handle) {
  let lastYield = performance.now();
  for (const item of items) {
    handle(item);
    if (performance.now() - lastYield &gt; 40) {
      await yieldToMain();
      lastYield = performance.now();
    }
  }
}</code></pre>

<p>Chromium is also experimenting with <code>scheduler.yield()</code>, which yields like the helper above but lets your continuation run ahead of other queued tasks. Feature-detect it and fall back to the timeout version elsewhere.</p>

<h2>Takeaways</h2>

<p>If you want the authoritative version, the <a href="https://html.spec.whatwg.org/multipage/webappapis.html#event-loops">event loop section of the HTML specification</a> is surprisingly readable. Day to day, though, think of the loop as a strict routine: run one task, drain every microtask, maybe render, repeat. Synchronous code and microtasks block everything; tasks give the browser room to breathe. When something happens "too early" or "too late", sketching that routine on paper is usually the fastest way to find out why.</p>
`;
