export const content = `
<p>For years, sorting an array in a React component came with a ritual: spread it first, then sort, because <code>Array.prototype.sort</code> mutates in place and mutating state is how subtle bugs are born. The <a href="https://github.com/tc39/proposal-change-array-by-copy">"Change Array by Copy" proposal</a>, shipped in ES2023, finally gave us methods that return a new array and leave the original alone.</p>

<h2>The four new methods</h2>

<p>Each one is a non-mutating twin of an existing method:</p>

<ul>
  <li><code>toSorted(compareFn)</code>, the copying version of <code>sort</code>.</li>
  <li><code>toReversed()</code>, the copying version of <code>reverse</code>.</li>
  <li><code>toSpliced(start, deleteCount, ...items)</code>, the copying version of <code>splice</code>. It returns the <em>new array</em>, not the removed items.</li>
  <li><code>with(index, value)</code>, the copying version of <code>arr[index] = value</code>.</li>
</ul>

<pre><code class="language-js">const scores = [42, 7, 19];

const ranked = scores.toSorted((a, b) =&gt; b - a); // [42, 19, 7]
const reversed = scores.toReversed(); // [19, 7, 42]
const withBonus = scores.with(1, 10); // [42, 10, 19]
const trimmed = scores.toSpliced(0, 1); // [7, 19]

console.log(scores); // [42, 7, 19], untouched</code></pre>

<h3>Details worth knowing</h3>

<ul>
  <li><code>with</code> accepts negative indices like <code>at</code> does, so <code>list.with(-1, last)</code> replaces the final element. An index outside the array throws a <code>RangeError</code> instead of silently growing it.</li>
  <li>Sparse arrays come back dense: holes are treated as <code>undefined</code>.</li>
  <li>Typed arrays get <code>toSorted</code>, <code>toReversed</code> and <code>with</code>, but not <code>toSpliced</code>, because typed arrays cannot change length.</li>
  <li>Like the spread syntax, these are <strong>shallow</strong> copies. The objects inside are shared with the original array.</li>
</ul>

<h2>What this looks like in state updates</h2>

<p>Immutable updates in React or any store-based architecture become much more direct. Compare a typical reducer before and after:</p>

<pre><code class="language-ts">type Todo = { id: string; title: string; done: boolean };

// Before
function toggleBefore(todos: Todo[], index: number): Todo[] {
  const next = [...todos];
  next[index] = { ...next[index], done: !next[index].done };
  return next;
}

// After
function toggle(todos: Todo[], index: number): Todo[] {
  const todo = todos[index];
  return todo ? todos.with(index, { ...todo, done: !todo.done }) : todos;
}

function move(todos: Todo[], from: number, to: number): Todo[] {
  const item = todos[from];
  if (!item) return todos;
  return todos.toSpliced(from, 1).toSpliced(to, 0, item);
}</code></pre>

<p>The intent of each function is readable in one line, and there is no intermediate array that someone might accidentally mutate later.</p>

<h2>Grouping without reduce</h2>

<p>ES2024 added <code>Object.groupBy</code> and <code>Map.groupBy</code>, which replace one of the most common hand-written <code>reduce</code> calls in application code:</p>

<pre><code class="language-ts">const posts = [
  { title: 'Event loop', category: 'javascript' },
  { title: 'Design tokens', category: 'design' },
  { title: 'AbortController', category: 'javascript' },
];

const byCategory = Object.groupBy(posts, (post) =&gt; post.category);
// { javascript: [...2 posts], design: [...1 post] }</code></pre>

<p>Two things catch people out. First, the result of <code>Object.groupBy</code> has a <code>null</code> prototype, so methods like <code>hasOwnProperty</code> are not available on it; use <code>Object.hasOwn</code> or <code>in</code>. Second, keys are coerced to strings. If you want to group by an object or keep number keys as numbers, reach for <code>Map.groupBy</code>, which returns a <code>Map</code>.</p>

<h3>TypeScript setup</h3>

<p>The types ship with the standard library, but only if your configuration asks for them. Set <code>"lib"</code> (or <code>"target"</code>) to at least <code>ES2023</code> for the array methods and <code>ES2024</code> for the grouping functions. If TypeScript claims <code>toSorted</code> does not exist, this is almost always the reason.</p>

<h3>What about performance?</h3>

<p>Every copying method allocates a new array, so calling <code>with</code> inside a loop over a large list creates a new copy on every iteration. That is rarely a problem for UI state, where lists are small and clarity wins. For hot paths, such as a physics step or parsing a large file, copy once and then mutate the local copy freely: nothing outside the function can observe it, so the code remains safe.</p>

<h2>Can I use them today?</h2>

<p>The copying array methods have been supported in every major browser since 2023, and <code>Object.groupBy</code> since early 2024. Node.js supports the array methods from version 20 and the grouping functions from version 21. If you still support older engines, a polyfill such as core-js covers all of them.</p>

<p>None of this is revolutionary, but it is the kind of small language improvement that compounds. Fewer spreads, fewer temporary variables and fewer accidental mutations add up to code that says what it means.</p>
`;
