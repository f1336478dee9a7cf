import { api, type ApiResult } from '@storefront/shared';

export interface UploadImagesResponse {
  /** API-relative paths of the stored images, in the order sent. */
  images: string[];
}

export function uploadImages(files: readonly File[]): Promise<ApiResult<UploadImagesResponse>> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return api.upload<UploadImagesResponse>('/api/user/upload', form);
}
