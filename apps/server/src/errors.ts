/** Every failure the server answers on purpose is one AppError; the error handler turns it into problem+json. */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors);
export const unauthorized = (message = 'Sign in to continue.', code = 'UNAUTHENTICATED') =>
  new AppError(401, code, message);
export const forbidden = (message = 'You do not have access to this.', code = 'FORBIDDEN') =>
  new AppError(403, code, message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} was not found.`);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
export const unprocessable = (message: string, code: string) => new AppError(422, code, message);
