import type { Route } from './+types/resume[.]pdf';

/**
 * The owner's résumé as stored (a PDF checked by its content when uploaded), or 404. Its links
 * name its version (app/lib/resume.ts), and a new one makes the cached copy stale.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const resume = await context.stores.profile.resume();
  if (!resume) {
    return new Response('No résumé here', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(new Uint8Array(resume.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'inline; filename="resume.pdf"',
      'Cache-Control': 'public, max-age=3600',
      'Last-Modified': new Date(resume.updatedAt).toUTCString(),
    },
  });
}
