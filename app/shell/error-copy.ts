/**
 * What the root error screen says for an error that reached it. Anything that is not an HTTP
 * response is the router's generic 'Unexpected Application Error!' (docs/product.md#global-shell).
 */
export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error!';

export interface ErrorCopy {
  status: number;
  title: string;
  message: string;
}

interface ResponseLike {
  status: number;
  statusText: string;
  data: unknown;
}

const STATUS_COPY: Record<number, { title: string; message: string }> = {
  400: { title: 'Bad Request', message: 'That request did not make sense to the server.' },
  403: { title: 'Forbidden', message: 'You do not have access to this page.' },
  404: {
    title: 'Page Not Found',
    message: 'This page does not exist or has moved. Try the navigation or the search.',
  },
  500: {
    title: 'Server Error',
    message: 'Something broke on our side. Please try again in a moment.',
  },
  503: {
    title: 'Service Unavailable',
    message: 'The site is taking a short break. Please try again in a moment.',
  },
};

function messageFromData(data: unknown): string | null {
  if (typeof data === 'string' && data.trim()) return data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

export function describeResponseError(response: ResponseLike): ErrorCopy {
  const known = STATUS_COPY[response.status];
  const title = known?.title ?? (response.statusText || 'Error');
  return {
    status: response.status,
    title: `${response.status}: ${title}`,
    message:
      messageFromData(response.data) ?? known?.message ?? 'The request could not be completed.',
  };
}

export function describeThrownError(error: unknown): ErrorCopy {
  const detail = error instanceof Error && error.message ? error.message : null;
  return {
    status: 500,
    title: UNEXPECTED_ERROR_TITLE,
    message: detail ? `Error: ${detail}` : 'Something went wrong while showing this page.',
  };
}
