import { ApiError } from "./http";

/** The fields a failed request named (`{ error: { fields } }`), to show beside their inputs. */
export const fieldErrors = (error: Error | null): Record<string, string> => (error instanceof ApiError ? (error.fields ?? {}) : {});
