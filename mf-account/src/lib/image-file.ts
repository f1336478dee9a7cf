import { IMAGE_EXTENSIONS, IMAGE_TYPES } from '@storefront/shared';

export const WRONG_IMAGE_TYPE = 'Please select a valid JPG or PNG image file.';

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
