/** The sign-in page's addresses (the router's `auth/login`, `auth/loginformik` and `LoginPages/login`). */
const SIGN_IN_PATH = /^\/(auth\/(login|loginformik)|LoginPages\/login)\/?$/i;

export function isSignInPath(pathname: string): boolean {
  return SIGN_IN_PATH.test(pathname);
}
