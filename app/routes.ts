import { index, layout, prefix, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Mirrors the route table of docs/product.md#routes, row by row. The static lab pages themselves
 * (/fluxbuilder/index.html, /algo/*.html) are files under build/client served by Express; the
 * routes below only redirect to them.
 */
export default [
  index('routes/home.tsx'),
  route('projects', 'routes/projects.tsx'),
  route('projects/:slug', 'routes/project-case-study.tsx'),
  route('personal-projects', 'routes/personal-projects.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('post-preview/:token', 'routes/post-preview.tsx'),
  route('labs', 'routes/labs.tsx'),
  route('search', 'routes/search.tsx'),
  route('collab', 'routes/collab.tsx', { id: 'collab' }),
  route('collab/:room', 'routes/collab.tsx', { id: 'collab-room' }),
  route('whiteboard', 'routes/collab.tsx', { id: 'whiteboard' }),
  route('whiteboard/:roomId', 'routes/collab.tsx', { id: 'whiteboard-room' }),
  route('editor', 'routes/editor.tsx', { id: 'editor' }),
  route('editor/:roomId', 'routes/editor.tsx', { id: 'editor-room' }),
  route('ide', 'routes/ide.tsx'),
  route('fluxbuilder', 'routes/lab-redirects.ts', { id: 'fluxbuilder' }),
  route('algo', 'routes/lab-redirects.ts', { id: 'algo' }),
  route('algo/*', 'routes/lab-redirects.ts', { id: 'algo-page' }),

  // The owner's console: never linked from public pages, never cached for everybody.
  ...prefix('admin', [
    route('sign-in', 'routes/admin.sign-in.tsx'),
    route('sign-out', 'routes/admin.sign-out.ts'),
    route('images/upload', 'routes/admin.images.upload.ts'),
    route('profile/resume', 'routes/admin.profile.resume.ts'),
    route('audience.csv', 'routes/admin.audience[.]csv.ts'),
    route('posts/render', 'routes/admin.posts.render.ts'),
    route('posts/:id/autosave', 'routes/admin.posts.autosave.ts'),
    layout('routes/admin.tsx', [
      index('routes/admin._index.tsx'),
      route('comments', 'routes/admin.comments.tsx'),
      route('inbox', 'routes/admin.inbox.tsx'),
      route('posts', 'routes/admin.posts.tsx'),
      route('posts/:id', 'routes/admin.post-editor.tsx'),
      route('projects', 'routes/admin.projects.tsx'),
      route('projects/new', 'routes/admin.project-form.tsx', { id: 'admin-project-new' }),
      route('projects/:id', 'routes/admin.project-form.tsx', { id: 'admin-project-edit' }),
      route('profile', 'routes/admin.profile.tsx'),
      route('devices', 'routes/admin.devices.tsx'),
      route('images', 'routes/admin.images.tsx'),
      route('audience', 'routes/admin.audience.tsx'),
    ]),
  ]),

  // For search engines and feed readers.
  route('sitemap.xml', 'routes/sitemap[.]xml.ts'),
  route('rss.xml', 'routes/rss[.]xml.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('site.webmanifest', 'routes/site[.]webmanifest.ts'),

  // The owner's résumé, when they have uploaded one (the console's profile).
  route('resume.pdf', 'routes/resume[.]pdf.ts'),

  // Anything else: a proper 404 page.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
