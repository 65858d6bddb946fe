/** Whether a same-origin path carries personal data (PERSONAL_PATHS): never cached. */
import { PERSONAL_PATHS } from './constants';

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PATHS.some((pattern) => pattern.test(pathname));
}
