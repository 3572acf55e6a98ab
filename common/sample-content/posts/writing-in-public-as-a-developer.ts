export const content = `
<p>When I started this blog, I expected it to be a marketing channel: something that might help a client find me. It has done that, but the bigger payoff was entirely unexpected. Writing regularly has changed how I understand the technology I use every day.</p>

<h2>Writing exposes what you do not know</h2>

<p>Every article I write starts with confidence and hits a wall somewhere in the middle. I sit down to explain the event loop and realise I cannot say precisely when a promise callback runs relative to a render. I start a post about <code>satisfies</code> and discover I was fuzzy on how it differs from a type annotation for union values.</p>

<p>That wall is the point. To get past it, I have to read the specification, write a test case and check my assumptions. The resulting understanding is far deeper than anything I would get from using a feature until it seems to work.</p>

<blockquote>If you cannot explain it simply, you have found the exact edge of your understanding. That is the most valuable place to be.</blockquote>

<h2>The career benefits are real</h2>

<h3>Clients read before they call</h3>

<p>Several of my best client projects started with an email that began "I read your article about…". A portfolio shows what you have built, but writing shows how you think: how you weigh trade-offs, how you communicate and whether you can explain technical work to people who are not engineers. That last skill is exactly what clients are buying.</p>

<h3>It improves your everyday communication</h3>

<p>Pull request descriptions, proposals, architecture notes and incident reports are all writing. Practising in public, where clarity really matters, has made every one of these better. I spend less time in meetings re-explaining decisions because the written version already made sense.</p>

<h3>It builds a searchable memory</h3>

<p>I regularly search my own blog for a snippet or an explanation I wrote a year ago. Publishing turns one-off research into a reference you, and others, can return to.</p>

<h2>A routine that is actually sustainable</h2>

<p>Most developer blogs die after three posts because each post is treated as a major project. What works for me is a small, boring routine.</p>

<ol>
  <li><strong>Keep an idea inbox.</strong> Any time I explain something to a colleague or solve a problem that took more than an hour, I add a one-line note. There are always more ideas than time.</li>
  <li><strong>Write the outline first.</strong> Headings only, each a claim rather than a topic. "Effects are for synchronising with external systems" is a heading; "useEffect" is not.</li>
  <li><strong>Draft quickly, edit slowly.</strong> The first draft is allowed to be bad. The real work is cutting it by a third and making every code example run.</li>
  <li><strong>Publish on a schedule you can keep.</strong> One solid article a month beats four rushed ones followed by silence.</li>
</ol>

<h3>Make the code examples trustworthy</h3>

<p>Nothing undermines a technical post faster than an example that does not compile. I keep examples in a scratch project and run them before publishing, which usually uncovers at least one mistake per article. Keep snippets short, show the output where it matters, and link to the documentation for details rather than copying it.</p>

<h2>Common worries, answered</h2>

<ul>
  <li><strong>"Someone has already written about this."</strong> Probably. They have not written it from your experience, with your examples, for your readers. The tenth explanation of a concept is often the one that finally makes it click for someone.</li>
  <li><strong>"I am not an expert."</strong> Write as a learner. "What I learned migrating to React 19" is honest and useful, and it invites corrections that teach you even more.</li>
  <li><strong>"I will get something wrong."</strong> You will. Correct it openly with a short note at the end of the post. Readers respect that far more than they notice the original mistake.</li>
  <li><strong>"I do not have time."</strong> An hour a week is enough for a monthly post. That is less time than most of us spend reading other people's articles.</li>
</ul>

<h2>Start smaller than you think</h2>

<p>Your first post does not need a custom blog platform. Write it in whatever you have, whether that is a README, a gist or a simple static site, and publish it. You can always improve the design later; you cannot improve the writing you never shipped.</p>

<p>If you have been meaning to start, pick the last thing you figured out at work, write 600 words about it this week, and put it somewhere people can read it. Then do it again next month.</p>
`;
