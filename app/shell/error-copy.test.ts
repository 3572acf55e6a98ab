import { describe, expect, it } from 'vitest';
import { UNEXPECTED_ERROR_TITLE, describeResponseError, describeThrownError } from './error-copy';

describe('root error copy', () => {
  it('titles thrown errors as the router does, with the error text', () => {
    expect(describeThrownError(new Error('boom'))).toEqual({
      status: 500,
      title: UNEXPECTED_ERROR_TITLE,
      message: 'Error: boom',
    });
    expect(UNEXPECTED_ERROR_TITLE).toBe('Unexpected Application Error!');
  });

  it('has a generic text for non-Error throws', () => {
    expect(describeThrownError('weird').message).toBe(
      'Something went wrong while showing this page.',
    );
  });

  it('names known statuses', () => {
    const copy = describeResponseError({ status: 404, statusText: 'Not Found', data: null });
    expect(copy.title).toBe('404: Page Not Found');
    expect(copy.status).toBe(404);
  });

  it('prefers a message carried by the response', () => {
    const copy = describeResponseError({
      status: 403,
      statusText: '',
      data: { message: 'Room is private' },
    });
    expect(copy.message).toBe('Room is private');
  });

  it('falls back to the status text for unknown statuses', () => {
    const copy = describeResponseError({ status: 418, statusText: "I'm a teapot", data: '' });
    expect(copy.title).toBe("418: I'm a teapot");
    expect(copy.message).toBe('The request could not be completed.');
  });
});
