export const content = `
<p>I have reviewed thousands of pull requests across agencies, startups and client teams. The reviews that made the biggest difference were rarely the ones that caught the most bugs. They were the ones that left both people understanding the code, and each other, a little better. Here is the approach I have settled on, from both sides of the table.</p>

<h2>As the author: make your PR easy to say yes to</h2>

<h3>Keep it small and focused</h3>

<p>Review quality drops sharply as diffs grow. A 200-line change gets careful attention; a 2,000-line change gets skimmed and approved. If a feature is large, split it into a sequence: the refactor that makes room, then the new module, then the wiring. Each step should leave the main branch working.</p>

<h3>Write the description you would want to read</h3>

<p>The reviewer was not in your head for the last two days. A good description answers three questions: <em>why</em> the change is needed, <em>what</em> approach you took and what you rejected, and <em>how</em> to verify it. I use a short template:</p>

<ul>
  <li><strong>Why:</strong> "Blog pagination reset to page 1 when the current category was clicked again."</li>
  <li><strong>What:</strong> "The page now lives in the URL (<code>?page=2</code>) instead of component state, and clicks on the active category are ignored."</li>
  <li><strong>How to test:</strong> "Open <code>/blog?page=2</code>, click <em>All Posts</em> again, and check that page 2 stays selected."</li>
</ul>

<p>Screenshots or a short screen recording for UI changes save a reviewer from checking out the branch just to see what changed.</p>

<h3>Review your own diff first</h3>

<p>Read the diff before requesting anyone's time. You will catch leftover <code>console.log</code> calls, commented-out code and the file you did not mean to commit. It also shows the reviewer you respect their time. Two commands cover most of it:</p>

<pre><code class="language-bash"># Which files changed, and how much, compared with main?
git diff --stat main...HEAD

# Stage hunk by hunk, so every line is read once more before it is committed
git add --patch</code></pre>

<h2>As the reviewer: be useful, not clever</h2>

<h3>Decide what matters</h3>

<p>Not every comment carries the same weight, and the author cannot tell which ones you care about unless you say so. I prefix comments with their intent:</p>

<ul>
  <li><strong>blocking:</strong> a bug, a security hole, a data-loss risk or a broken contract. This must change before merging.</li>
  <li><strong>suggestion:</strong> I think there is a better way, but it is your call.</li>
  <li><strong>question:</strong> I do not understand this yet. Often the answer belongs in a code comment.</li>
  <li><strong>nit:</strong> trivial and optional. If you find yourself writing many of these, the linter or formatter should be doing that job instead.</li>
</ul>

<h3>Comment on the code, not the person</h3>

<p>"You forgot to handle the error" and "This promise can reject when the network is down; should we show the retry message here?" point at the same line. The second one explains the problem, proposes a direction and invites a reply. Questions are especially powerful, because sometimes the author knows something you do not.</p>

<h3>Look for the things tools cannot</h3>

<p>Formatting, unused imports and type errors should be caught by CI before a human looks. Spend your attention on what automation misses:</p>

<ol>
  <li>Does the change actually solve the problem described?</li>
  <li>What happens on the unhappy paths: empty lists, slow networks, double clicks, expired sessions?</li>
  <li>Is the new code in the right place, and will the next person find it?</li>
  <li>Are the tests testing behaviour, or just the implementation?</li>
  <li>Is anything user-facing inaccessible by keyboard or screen reader?</li>
</ol>

<h3>Say what is good</h3>

<p>When someone finds an elegant solution or writes an unusually clear test, tell them. Positive comments are not fluff: they show which patterns the team wants more of, and they make the critical comments easier to hear.</p>

<h2>Keep the loop fast</h2>

<p>A pull request waiting two days for review costs more than the review itself: the author context-switches, branches drift and conflicts pile up. On teams I lead, we aim to give a first response within one working day, and we treat reviewing as real work rather than something squeezed in between tasks.</p>

<blockquote>The goal of a review is not a perfect pull request. It is a codebase that gets a little better with every merge, and a team that keeps wanting to work together.</blockquote>

<p>If a thread goes back and forth more than twice, stop typing and talk for five minutes. Text is a terrible medium for disagreements, and a short call resolves most of them faster than another round of comments.</p>
`;
