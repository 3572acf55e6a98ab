/**
 * The sample projects' case studies (Markdown, rendered by the posts' pipeline when stored), by
 * project slug. A sample project without one here has no case study page. Screenshots are written
 * as HTML with their size, so they take their place before they load.
 */
export const sampleCaseStudies: Record<string, string> = {
  'harbor-pine-storefront': `
## The problem

Harbor & Pine sold outdoor apparel through a hosted shop whose product pages took over four
seconds to show anything on a phone, and almost one cart in three was abandoned at checkout.

## My role

Lead front-end developer in a team of three: architecture, the product and checkout pages, and
the performance budget that every change had to meet.

## The approach

- Product pages rendered on the server from the commerce platform's API and cached at the edge,
  so the first paint needs no JavaScript.
- Search answered from a prebuilt index in under 50 ms as the shopper types.
- A three-step checkout with address lookup and the payment form loaded only when reached.

<img src="/images/projects/harbor-pine-storefront.svg" alt="The storefront's product grid" width="1200" height="800">

## Results

| Measure | Before | After |
| --- | --- | --- |
| Largest contentful paint (mobile) | 4.3 s | 1.4 s |
| Cart abandonment | 31% | 13% |
`,
  'lumen-health-portal': `
## The problem

A network of clinics booked appointments by phone and mailed lab results. Patients wanted to do
both themselves, and the clinics needed it to meet their privacy obligations.

## My role

Sole full-stack developer, from the PostgreSQL schema and the audit log to the React front end,
working with the clinics' operations lead.

## The approach

- Appointments booked against each clinic's live calendar, with a hold on the slot while the
  patient confirms.
- Secure messaging over WebSockets with every read and write recorded in an append-only log.
- Every screen usable with a keyboard and a screen reader, checked in each pull request.

<img src="/images/projects/lumen-health-portal.svg" alt="The patient's dashboard" width="1200" height="800">

## Results

Six in ten appointments are now booked online, and lab results reach patients the day they are
ready instead of a week later.
`,
  'atlas-finance-dashboard': `
## The problem

Atlas's treasury platform had grown screen by screen: five kinds of table, three date pickers and
charts that could not be read in the dark theme.

## My role

Design-system lead: the component library, its documentation and the migration of the dashboard.

## The approach

- An inventory of every component in use, merged into 60 accessible ones with documented states.
- Colour tokens checked for contrast in both themes before a component could be released.
- Dense data tables with keyboard navigation, sticky headers and column virtualisation.

<img src="/images/projects/atlas-finance-dashboard.svg" alt="The cash-position dashboard" width="1200" height="800">

## Results

New screens now ship in days rather than weeks, and the dashboard passes WCAG AA in both themes.
`,
  'brightpath-learning': `
## The problem

A coding bootcamp ran its courses from a mix of video links, shared documents and spreadsheets,
and instructors could not see who was falling behind.

## My role

Full-stack developer and technical lead for the first release.

## The approach

- Video lessons with exercises that run in the browser and are checked by tests.
- Progress tracked per lesson, rolled up into a cohort dashboard for instructors.
- Payments and enrolments through Stripe, with webhooks that are safe to replay.

<img src="/images/projects/brightpath-learning.svg" alt="A lesson with its exercise" width="1200" height="800">

## Results

Instructors now spot a struggling student in the first week, and course completion rose from 64%
to 81% over two cohorts.
`,
  'regex-playground': `
## The problem

Regular-expression testers online either froze on a catastrophic pattern or explained nothing.

## My role

A personal project: design, code and tests.

## The approach

- Matching runs in a Web Worker that is restarted when a pattern takes too long, so the page
  never freezes.
- The pattern is parsed into a tree, and each token gets a plain-English explanation.
- Named groups are listed beside every match.

## Results

It explains every token of the patterns in its own test suite, and a runaway pattern is stopped
after 200 ms.
`,
  'contrast-checker': `
## The problem

Checking a whole palette for contrast meant testing one pair of colours at a time.

## My role

A personal project: design and code.

## The approach

- Every text and background pair of the pasted palette scored against WCAG AA and AAA.
- For each failing pair, the nearest passing shade is found by searching its lightness.

## Results

A twelve-colour palette is checked at once, 144 pairs, with a passing suggestion for each failure.
`,
  'typescript-katas': `
## The problem

Learners of TypeScript read about its type system but rarely practise it with feedback.

## My role

A personal project: the exercises, the runner and the site.

## The approach

- Thirty exercises, each a small test that passes only when the types are right.
- The compiler runs in the browser, so feedback arrives as the learner types.

## Results

Each kata takes five to fifteen minutes, and the whole set covers narrowing, generics,
conditional and mapped types.
`,
  'markdown-notes': `
## The problem

Notes apps either needed a connection or kept notes on one device only.

## My role

A personal project: design, code and tests.

## The approach

- Notes kept in IndexedDB and served by a service worker, so the app works offline.
- Changes synchronised in the background when a connection returns, newest edit winning per note.
- Full-text search over every note, on the device.

## Results

The app installs as a PWA and opens in under a second with no connection at all.
`,
};
