import { IMAGE_EXTENSIONS, IMAGE_TYPES } from '@storefront/shared';

/** The API's own words for a file that is not a picture. */
export { NOT_AN_IMAGE as WRONG_IMAGE_TYPE } from '@storefront/shared/rules';

/**
 * The client's first check (jpeg, jpg, png or webp by type and name); the server judges the
 * content again, so a renamed file is still refused there.
 */
export function isAcceptedImage(file: File): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (IMAGE_EXTENSIONS as readonly string[]).includes(ext);
  return typeOk && extOk;
}
