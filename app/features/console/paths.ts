/** The console's addresses, for its pages and its server code alike. */
export const CONSOLE_PATH = '/admin';
export const SIGN_IN_PATH = '/admin/sign-in';
