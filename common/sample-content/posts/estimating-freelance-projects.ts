export const content = `
<p>The first freelance project I ever quoted took three times longer than my estimate. The client was happy, and I earned roughly the hourly rate of a summer job. Since then I have estimated dozens of websites and web applications, and while I still get surprised, I rarely get burned. The difference is not better intuition, it is a repeatable process.</p>

<h2>Why estimates go wrong</h2>

<p>Almost every estimate that blew up on me failed for one of three reasons:</p>

<ul>
  <li><strong>Invisible work.</strong> I estimated the features and forgot the meetings, revisions, deployment, content entry, browser testing and the email thread about the favicon.</li>
  <li><strong>Unstated assumptions.</strong> I assumed the client would supply final copy and images. They assumed I would.</li>
  <li><strong>Single-point numbers.</strong> "Three weeks" sounded confident, but it was really "two weeks if everything goes well, five if it does not".</li>
</ul>

<h2>Step 1: break the work down until it is boring</h2>

<p>I list every piece of work I can think of and keep splitting items until each one is something I could finish in a day or less. "Build the blog" is not estimable. "Blog list with category filter", "article page with table of contents", "comment form with validation" and "pagination" are.</p>

<h3>Include the work that is not code</h3>

<p>Every breakdown gets the same standing section: project setup and CI, design review rounds, accessibility and cross-browser testing, performance pass, content migration, deployment, handover documentation and a buffer for meetings. On small projects these items often add up to a third of the total, and they are exactly what inexperienced estimates leave out.</p>

<h2>Step 2: estimate in ranges</h2>

<p>For each item I write two numbers: a realistic best case and a pessimistic case. The gap between them is the useful part. A task estimated at 4 to 6 hours is well understood. A task at 4 to 20 hours is telling me I do not understand it yet.</p>

<p>Big ranges are a signal to act, not a number to average. I either ask the client questions until the range shrinks, propose a short paid discovery phase to investigate, or call the item out explicitly as a risk in the proposal.</p>

<h3>Adding it up honestly</h3>

<p>Summing all the best cases produces a fantasy; summing all the worst cases produces a number nobody will accept. Not every task will hit its worst case, but some will. In practice I quote a total somewhere between the two sums, closer to the pessimistic end for unfamiliar technology or clients, and I am explicit that it is a range.</p>

<h2>Step 3: write the assumptions down</h2>

<p>The most valuable part of a proposal is not the price, it is the list of assumptions underneath it. Mine typically include:</p>

<ol>
  <li>The client provides final copy and imagery before development of each page starts.</li>
  <li>Two rounds of design revisions are included; further rounds are billed at the day rate.</li>
  <li>Supported browsers are the latest two versions of Chrome, Firefox, Safari and Edge.</li>
  <li>Third-party services (payment, email, analytics) are set up on accounts the client owns.</li>
  <li>Anything not listed in the scope is a change request, estimated separately.</li>
</ol>

<p>None of this is adversarial. It gives both sides a shared picture, and when something changes, and it always does, the conversation is "this is outside assumption 2, here is the estimate" rather than an argument about what was promised.</p>

<h2>Step 4: choose the right pricing model</h2>

<p>Fixed prices work when the scope is well understood, and they reward efficiency. Time-and-materials works when the scope is genuinely uncertain, such as integrating with a legacy system nobody has documentation for. For many projects I combine them: a fixed price for a clearly scoped first release, then a monthly retainer for iteration.</p>

<h2>Track actuals and learn</h2>

<p>Finally, I log the actual hours per line item on every project and compare them with the estimate afterwards. It takes ten minutes and has taught me more than anything else. My personal pattern: I am accurate on UI work, consistently optimistic on integrations, and wildly optimistic on anything involving "just a small change to the CMS".</p>

<blockquote>An estimate is not a promise about the future. It is a clear statement of what you know, what you do not know, and what it will take to find out.</blockquote>

<p>Clients do not expect you to predict the future. They expect you to be honest about uncertainty and to tell them early when reality diverges from the plan. Do that consistently, and estimates stop being a source of stress and become one of the reasons clients trust you.</p>
`;
