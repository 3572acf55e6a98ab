import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ErrorScreen } from './ErrorScreen';

function render(error: unknown) {
  return renderToString(
    <MemoryRouter>
      <ErrorScreen error={error} siteName="Ada Lovelace" />
    </MemoryRouter>,
  );
}

/** What React Router hands a boundary for a thrown `data(..., { status })` or Response. */
const routeError = (status: number, statusText: string, data: unknown = null) => ({
  status,
  statusText,
  internal: false,
  data,
});

describe('root error screen', () => {
  it("titles an unexpected error 'Unexpected Application Error!' and shows its text", () => {
    const html = render(new Error('Cannot read properties of undefined'));
    expect(html).toContain('<h1');
    expect(html).toContain('Unexpected Application Error!');
    expect(html).toContain('Error: Cannot read properties of undefined');
    expect(html).toContain('href="/"');
  });

  it('names the status of an HTTP error', () => {
    const html = render(routeError(404, 'Not Found'));
    expect(html).toContain('404: Page Not Found');
    expect(html).not.toContain('Unexpected Application Error!');
  });

  it('escapes whatever the error says', () => {
    const html = render(new Error('<img src=x onerror=alert(1)>'));
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
