export const content = `
<p>For most of React's history, forms meant a pile of <code>useState</code> calls, an <code>onSubmit</code> handler with <code>event.preventDefault()</code>, a manual <code>isSubmitting</code> flag and some hand-rolled error state. <a href="https://react.dev/blog/2024/12/05/react-19">React 19</a> ships a set of primitives that cover that pattern directly. After migrating a few production forms, I am convinced they are the new default.</p>

<h2>Actions: functions as form handlers</h2>

<p>In React 19 you can pass a function, sync or async, to a form's <code>action</code> prop. React calls it with the form's <code>FormData</code> when the form is submitted, runs it inside a transition and tracks its pending state for you.</p>

<pre><code class="language-tsx">async function createNote(formData: FormData) {
  await fetch('/api/notes', { method: 'POST', body: formData });
}

export function NewNote() {
  return (
    &lt;form action={createNote}&gt;
      &lt;textarea name="body" required /&gt;
      &lt;button type="submit"&gt;Save&lt;/button&gt;
    &lt;/form&gt;
  );
}</code></pre>

<p>No <code>preventDefault</code>, no controlled inputs. And after the action succeeds, React resets the uncontrolled fields of the form automatically.</p>

<h2>useActionState: results and errors</h2>

<p>Most forms need to show something after submitting: a validation error, a success message, the saved record. <code>useActionState</code> wraps an action and keeps the value it returns as state. Your action receives the previous state as its first argument and the form data as its second.</p>

<pre><code class="language-tsx">import { useActionState } from 'react';

type SubscribeState = { status: 'idle' | 'error' | 'success'; message: string };

async function subscribe(_prev: SubscribeState, formData: FormData): Promise&lt;SubscribeState&gt; {
  const email = String(formData.get('email') ?? '').trim();
  if (!email.includes('@')) {
    return { status: 'error', message: 'Please enter a valid email address.' };
  }
  const res = await fetch('/api/newsletter', { method: 'POST', body: formData });
  return res.ok
    ? { status: 'success', message: 'Thanks! Check your inbox.' }
    : { status: 'error', message: 'Something went wrong. Please try again.' };
}

export function NewsletterForm() {
  const [state, formAction, isPending] = useActionState(subscribe, {
    status: 'idle',
    message: '',
  });

  return (
    &lt;form action={formAction}&gt;
      &lt;input name="email" type="email" aria-label="Email" required /&gt;
      &lt;button disabled={isPending}&gt;{isPending ? 'Subscribing…' : 'Subscribe'}&lt;/button&gt;
      {state.status !== 'idle' &amp;&amp; &lt;p role="status"&gt;{state.message}&lt;/p&gt;}
    &lt;/form&gt;
  );
}</code></pre>

<p>The hook returns a tuple: the current state, a wrapped action to pass to the form, and an <code>isPending</code> flag. The result is a form whose entire lifecycle lives in one typed function that is trivial to unit test.</p>

<h3>useFormStatus for design-system buttons</h3>

<p>A reusable <code>SubmitButton</code> should not need a <code>pending</code> prop threaded through every form. <code>useFormStatus</code>, imported from <code>react-dom</code>, reads the status of the nearest parent form:</p>

<pre><code class="language-tsx">import { useFormStatus } from 'react-dom';

export function SubmitButton({ children }: { children: React.ReactNode }) {
  const { pending } = useFormStatus();
  return (
    &lt;button type="submit" disabled={pending} aria-busy={pending}&gt;
      {children}
    &lt;/button&gt;
  );
}</code></pre>

<p>The one rule: it must be called from a component rendered <em>inside</em> the <code>form</code>. Called in the same component that renders the form, it will always report that nothing is pending.</p>

<h2>useOptimistic: instant feedback</h2>

<p>For interactions like sending a chat message or liking a post, waiting for the server feels sluggish. <code>useOptimistic</code> lets you show the expected result immediately and automatically falls back to the real state once the action finishes.</p>

<pre><code class="language-tsx">import { useOptimistic } from 'react';

type ThreadProps = { messages: Message[]; send: (text: string) =&gt; Promise&lt;void&gt; };

export function Thread({ messages, send }: ThreadProps) {
  const [optimistic, addOptimistic] = useOptimistic(
    messages,
    (current: Message[], text: string) =&gt; [...current, { id: 'pending', text, pending: true }],
  );

  async function action(formData: FormData) {
    const text = String(formData.get('text'));
    addOptimistic(text);
    await send(text);
  }

  return (
    &lt;form action={action}&gt;
      &lt;ul&gt;
        {optimistic.map((m) =&gt; (
          &lt;li key={m.id} className={m.pending ? 'pending' : undefined}&gt;{m.text}&lt;/li&gt;
        ))}
      &lt;/ul&gt;
      &lt;input name="text" /&gt;
    &lt;/form&gt;
  );
}</code></pre>

<p>The optimistic value only exists while the action is running. When <code>send</code> resolves and the parent passes down the updated <code>messages</code>, the temporary entry is replaced by the real one. If <code>send</code> throws, the temporary entry still disappears when the action ends, so catch the error inside the action and tell the user what happened.</p>

<h2>Progressive enhancement comes along for free</h2>

<p>Because the pattern is built on the native <code>form</code> element, it lines up with how the web already works. In frameworks that support Server Functions, an action defined on the server can be passed straight to <code>action</code>, and the form can submit even before the JavaScript bundle has loaded. Frameworks like React Router offer the same benefit through their own route actions. Either way, the habit of modelling a mutation as "a function that receives form data and returns the next state" travels well between them.</p>

<h2>What I would migrate first</h2>

<ul>
  <li><strong>Simple mutations</strong> such as newsletter sign-ups, comment forms and settings toggles, where the old code was mostly boilerplate.</li>
  <li><strong>Submit buttons</strong> in your component library, switched to <code>useFormStatus</code>.</li>
  <li><strong>Lists with add or like interactions</strong>, which benefit from <code>useOptimistic</code>.</li>
</ul>

<p>Complex multi-step forms with live validation may still be better served by a form library, and many of those libraries are adding support for actions. But for the majority of forms on a typical site, React 19 now gives you the whole pattern out of the box.</p>
`;
