import { MSG } from './messages';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error the API answers with `{ status, message, …extra }` (spec §8). Anything else thrown becomes
 * a 500 'Problème serveur.' and is logged.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string = MSG.invalidFields, errors?: FieldError[]) =>
  new ApiError(400, message, errors ? { errors } : {});
export const unauthorized = (message: string = MSG.notConnected) => new ApiError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new ApiError(403, message);
export const notFound = (message: string = MSG.notFound) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
