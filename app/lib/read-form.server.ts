export const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Please send it again.';

/**
 * The submitted form, or null when the body cannot be parsed as one (a malformed multipart
 * body, or one the server cut off for its size). The server's page guards already refuse
 * other content types, so what is left here is the visitor's (or a client's) broken body, a
 * 400 for the action rather than a thrown error and a 500.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
