export const content = `
<p>Here is a type I have seen, in some form, in almost every codebase I have worked on:</p>

<pre><code class="language-ts">interface RequestState&lt;T&gt; {
  isLoading: boolean;
  error?: string;
  data?: T;
}</code></pre>

<p>It looks reasonable, but count the combinations. Three fields give us states like "loading with an error and data at the same time" or "not loading, no error, no data". Every component that consumes it has to guess which combinations are real, and each guess is a potential bug.</p>

<h2>Describe the states, not the fields</h2>

<p>A <strong>discriminated union</strong> is a union of object types that share one literal property, the discriminant. Instead of listing fields, we list the states the request can actually be in:</p>

<pre><code class="language-ts">type RequestState&lt;T&gt; =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'success'; data: T };</code></pre>

<p>Now "loading with data" cannot be written down. Neither can "success without data". The type documents the lifecycle, and the compiler enforces it.</p>

<h3>Narrowing does the rest</h3>

<p>When you check the discriminant, TypeScript narrows the union to the matching member, so properties only exist where they make sense:</p>

<pre><code class="language-tsx">function PostList({ state }: { state: RequestState&lt;Post[]&gt; }) {
  switch (state.status) {
    case 'idle':
      return null;
    case 'loading':
      return &lt;Spinner /&gt;;
    case 'error':
      return &lt;ErrorMessage text={state.error} /&gt;;
    case 'success':
      return &lt;Posts posts={state.data} /&gt;;
  }
}</code></pre>

<p>Try to read <code>state.data</code> in the <code>error</code> branch and the compiler refuses. That is the whole point: invalid access becomes a type error rather than an <code>undefined</code> at runtime.</p>

<h2>Exhaustiveness checking</h2>

<p>Unions grow. Six months from now someone adds <code>{ status: 'refreshing'; data: T }</code>, and every <code>switch</code> over the state should be revisited. You can make the compiler find them all with the <code>never</code> type:</p>

<pre><code class="language-ts">export function assertNever(value: never): never {
  throw new Error(\`Unhandled case: \${JSON.stringify(value)}\`);
}

function label(state: RequestState&lt;unknown&gt;): string {
  switch (state.status) {
    case 'idle':
      return 'Waiting';
    case 'loading':
      return 'Loading…';
    case 'error':
      return \`Failed: \${state.error}\`;
    case 'success':
      return 'Done';
    default:
      return assertNever(state);
  }
}</code></pre>

<p>If a case is missing, <code>state</code> in the <code>default</code> branch is not <code>never</code>, and the call to <code>assertNever</code> fails to compile, pointing straight at the switch that needs attention. The runtime throw is a safety net for data that bypassed the type system, such as a malformed API response.</p>

<h3>Exhaustive lookup tables</h3>

<p>For lookups rather than control flow, a mapped object type is often neater. An object declared with <code>satisfies Record&lt;RequestState&lt;unknown&gt;['status'], string&gt;</code> forces you to provide a label for every status, and adding a new status breaks the build until the map is updated.</p>

<h2>Beyond request state</h2>

<p>Once you start looking, discriminated unions fit a lot of domain modeling:</p>

<ul>
  <li><strong>Events and messages:</strong> a WebSocket protocol where each message has a <code>type</code> field, such as <code>'stroke'</code> or <code>'clear'</code>, and its own payload.</li>
  <li><strong>Reducer actions:</strong> the classic Redux pattern, where the action <code>type</code> narrows the <code>payload</code>.</li>
  <li><strong>Payment methods:</strong> a card has a last-four and an expiry, a bank transfer has an IBAN, and neither should carry the other's fields.</li>
  <li><strong>Results:</strong> <code>{ ok: true; value: T } | { ok: false; error: E }</code> as a lightweight alternative to exceptions for expected failures.</li>
</ul>

<h2>Practical tips</h2>

<ol>
  <li><strong>Use string literals for the discriminant.</strong> They read well in logs and serialise cleanly to JSON.</li>
  <li><strong>Keep the discriminant name consistent</strong> across the codebase: <code>type</code> for messages, <code>status</code> for lifecycles, or whatever your team agrees on.</li>
  <li><strong>Destructuring can break narrowing</strong> in older TypeScript versions. If narrowing seems to stop working, check the discriminant on the object itself rather than on a destructured copy.</li>
  <li><strong>Validate at the boundary.</strong> Types vanish at runtime, so parse incoming JSON with a schema library before trusting it to match the union.</li>
</ol>

<p>The shift is from asking "which fields does this object have?" to "which situations can this object be in?". Answer the second question in your types, and whole categories of defensive <code>if</code> statements quietly disappear.</p>
`;
