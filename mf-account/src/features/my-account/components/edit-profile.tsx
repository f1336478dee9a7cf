import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Picture, showAlert, updateStoredUser, useHydrated, type UserProfile } from '@storefront/shared';
import { profileIncomplete } from '@storefront/shared/rules';
import { UploadIcon, UserIcon } from '@storefront/shared/ui/icons';
import { Field } from '../../../components/form-field';
import { SubmitButton } from '../../../components/submit-button';
import { digitsOnly } from '../../../lib/digits';
import { useFormFields } from '../../../lib/use-form-fields';
import { isAcceptedImage, WRONG_IMAGE_TYPE } from '../../../lib/image-file';
import { deletePendingImages } from '../api/delete-pending-images';
import { updateUser } from '../api/update-user';
import { uploadImages } from '../api/upload-images';
import styles from './my-account.module.css';

export function EditProfile({ profile, onSaved }: { profile: UserProfile; onSaved: (p: UserProfile) => void }) {
  const { fields, set, formRef } = useFormFields({ name: profile.name, email: profile.email, phone: profile.phone });
  // A picture chosen before the scripts ran would reach nobody: the upload waits for them.
  const hydrated = useHydrated();
  const [images, setImages] = useState<string[]>(profile.images);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  /** A save was refused for want of a picture: the avatar says so until one is uploaded. */
  const [pictureWanted, setPictureWanted] = useState(false);

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (files.length === 0) return;
    if (!files.every(isAcceptedImage)) return showAlert(WRONG_IMAGE_TYPE, true);
    setUploading(true);
    const res = await uploadImages(files);
    setUploading(false);
    if (!res.ok) return showAlert(res.msg, true);
    setImages(res.data.images);
    showAlert('Images Uploaded!');
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (saving || uploading) return;
    const name = fields.name.trim();
    // Refused before asking: the fields keep what the shopper typed, for after the picture.
    const problem = profileIncomplete(!name || !fields.email || !fields.phone, images.length === 0);
    if (problem) {
      setPictureWanted(images.length === 0);
      return showAlert(problem, true);
    }
    setSaving(true);
    const res = await updateUser(profile.id, { name, email: fields.email, phone: fields.phone, images });
    setSaving(false);
    if (!res.ok) return showAlert(res.msg, true);
    showAlert('user updated');
    updateStoredUser({ name: res.data.name, email: res.data.email, userId: res.data.id, image: res.data.images[0] ?? '' });
    onSaved(res.data);
    void deletePendingImages();
  };

  const avatar = images[0];
  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label="Edit Profile" className="row g-4">
      <div className="col-12 col-md-4 d-flex flex-column align-items-center">
        <div className={styles.avatar} aria-busy={uploading}>
          {avatar ? (
            <Picture src={avatar} alt={`${fields.name || 'Your'} profile picture`} className={styles.avatarImg} width={150} height={150} sizes="150px" loading="eager" />
          ) : (
            <span className={styles.avatarEmpty} aria-label="No profile picture yet" role="img">
              <UserIcon size={56} />
            </span>
          )}
          {uploading && (
            <span className={styles.avatarBusy}>
              <span className="spinner-border text-light" role="status" aria-label="Uploading images" />
            </span>
          )}
          <label className={styles.uploadButton} htmlFor="account-images" title="Upload images">
            <UploadIcon size={18} />
            <span className="visually-hidden">Upload images</span>
          </label>
          <input
            id="account-images"
            type="file"
            multiple
            accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
            className="visually-hidden"
            disabled={uploading || !hydrated}
            onChange={(e) => void onFiles(e)}
          />
        </div>
        {images.length > 1 && (
          <ul className={styles.thumbs} aria-label="Uploaded images">
            {images.map((src) => (
              <li key={src}>
                <Picture src={src} alt="" className={styles.thumb} width={40} height={40} sizes="40px" />
              </li>
            ))}
          </ul>
        )}
        {pictureWanted && images.length === 0 && <p className={`${styles.hint} text-danger mb-0`}>A profile picture is needed</p>}
        <p className={styles.hint}>JPG, PNG or WEBP</p>
      </div>
      <div className="col-12 col-md-8">
        <div className="row g-3">
          <Field id="account-name" name="name" label="Name" wrapClassName="col-12 col-sm-6" autoComplete="name"
            value={fields.name} onValue={set('name')} />
          <Field id="account-email" label="Email" wrapClassName="col-12 col-sm-6" type="email" value={fields.email} disabled readOnly />
          <Field id="account-phone" name="phone" label="Phone" wrapClassName="col-12 col-sm-6" type="tel" inputMode="numeric" autoComplete="tel"
            value={fields.phone} onValue={(phone) => set('phone')(digitsOnly(phone))} />
        </div>
        <SubmitButton scriptsOnly busy={saving} disabled={saving || uploading} className={`mt-4 ${styles.save}`}>Save</SubmitButton>
      </div>
    </form>
  );
}
