import { isValidEmailAddress } from '@storefront/shared/rules';

/**
 * The contact form's and the newsletter's e-mail check: the shop's one rule (the checkout and the
 * API use it too), so a form answers the same with its scripts and without them.
 */
export const isEmail = isValidEmailAddress;

export const EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';
