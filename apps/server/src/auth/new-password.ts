import { passwordTexts } from '@storyloom/domain';
import { AppError } from '../errors.js';
import { type BreachCheck, isCommonPassword } from './password-policy.js';

/**
 * The rules every password being set meets beyond its length (which the route's schema checks):
 * not on the common list, not known breached. Refused as a 400 naming `field`, as a schema would.
 */
export async function checkNewPassword(password: string, isBreached: BreachCheck | null, field = 'password') {
  if (isCommonPassword(password)) throw new AppError(400, 'validation_failed', `${field}: ${passwordTexts.tooCommon}`);
  if (isBreached && (await isBreached(password))) {
    throw new AppError(400, 'validation_failed', `${field}: ${passwordTexts.breached}`);
  }
}
