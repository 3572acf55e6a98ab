export const content = `
<p>Every TypeScript codebase has a quiet lie in it. It usually looks like this:</p>

<pre><code class="language-ts">const res = await fetch('/api/projects');
const projects: Project[] = await res.json();</code></pre>

<p><code>res.json()</code> returns <code>Promise&lt;any&gt;</code>, and the annotation simply asserts that whatever came back is a list of projects. If the backend renames a field, returns an error object or sends <code>null</code>, the compiler is none the wiser. The failure shows up three components later as <code>Cannot read properties of undefined</code>.</p>

<h2>Types stop at the boundary</h2>

<p>TypeScript checks the code you write, not the data that arrives at runtime. Anything that crosses into your program from outside is unverified:</p>

<ul>
  <li>HTTP request bodies, query strings and route parameters on the server,</li>
  <li>API responses on the client,</li>
  <li>environment variables and configuration files,</li>
  <li><code>localStorage</code>, URL hash state and <code>postMessage</code> payloads,</li>
  <li>WebSocket messages from other clients.</li>
</ul>

<p>The fix is to <strong>parse</strong> that data at the edge, turning <code>unknown</code> into a trusted type or failing loudly, so everything inside the boundary can rely on the types.</p>

<h2>Schemas as the single source of truth</h2>

<p>A schema library like <a href="https://zod.dev/">Zod</a> lets you describe the shape once and derive both the runtime check and the static type from it. There is no chance of the two drifting apart.</p>

<pre><code class="language-ts">import { z } from 'zod';

export const CommentInput = z.object({
  postSlug: z.string().min(1),
  author: z.string().trim().min(1).max(100),
  email: z.email(),
  content: z.string().trim().min(10).max(1000),
});

export type CommentInput = z.infer&lt;typeof CommentInput&gt;;</code></pre>

<p>Using the same name for the schema value and the type is a deliberate convention: TypeScript keeps values and types in separate namespaces, so <code>CommentInput</code> means the schema in expressions and the type in annotations. (The top-level <code>z.email()</code> is Zod 4 syntax; in Zod 3 it was <code>z.string().email()</code>.)</p>

<h3>Parsing a request</h3>

<p>On the server, <code>safeParse</code> returns a discriminated union, so the success and failure paths are both fully typed:</p>

<pre><code class="language-ts">router.post('/api/comments', async (req, res) =&gt; {
  const result = CommentInput.safeParse(req.body);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'Invalid comment';
    return res.status(400).json({ message });
  }
  const comment = await comments.create(result.data); // result.data is CommentInput
  res.status(201).json(comment);
});</code></pre>

<p>Because the schema trims strings, <code>result.data.content</code> is already trimmed by the time it reaches the database. Parsing does not just reject bad input, it <em>normalises</em> good input.</p>

<h2>Coercion for strings that are not really strings</h2>

<p>Query strings and environment variables are always strings, even when they represent numbers or booleans. Zod's coercing schemas handle the conversion and validation in one step:</p>

<pre><code class="language-ts">const ListQuery = z.object({
  category: z.string().optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(9),
});

const { page, limit, category } = ListQuery.parse(req.query);</code></pre>

<h3>Validate configuration once, at start-up</h3>

<p>The same trick is even more valuable for environment variables. Parse <code>process.env</code> once when the process starts and export the typed result. A missing database URL then crashes the deploy immediately, with a clear message, instead of failing on the first request an hour later.</p>

<pre><code class="language-ts">const Env = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().default(3000),
  DATABASE_URL: z.string().optional(),
});

export const config = Env.parse(process.env);</code></pre>

<h2>On the client, too</h2>

<p>Validating API responses in the browser can feel like paranoia when you own both ends. In practice it pays for itself the first time a deploy ships the frontend and backend out of sync. A tiny wrapper keeps it painless:</p>

<pre><code class="language-ts">export async function getJson&lt;T&gt;(url: string, schema: z.ZodType&lt;T&gt;): Promise&lt;T&gt; {
  const res = await fetch(url);
  if (!res.ok) throw new Error(\`API Error: \${res.statusText}\`);
  return schema.parse(await res.json());
}</code></pre>

<p>If the payload is wrong, the error says exactly which field is missing at the moment the data arrives, which is a far better debugging experience than a crash in a component.</p>

<h2>Share schemas between server and client</h2>

<p>The real win comes from putting schemas in a module both sides import. The server validates incoming comments with the same <code>CommentInput</code> the browser uses to show inline form errors, and a change to a rule is made in exactly one place. Just make sure that shared module never imports server-only code.</p>

<p>Think of your program as a castle: the walls are where data comes in, and that is where the guards stand. Inside, you can trust every type, because nothing got in without being checked.</p>
`;
