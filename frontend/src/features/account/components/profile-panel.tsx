import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { initials } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { getMe, updateProfile } from '../api/account';
import { profileErrors, type ProfileValues } from '../lib/profile';
import styles from './account.module.css';

/** Profile editing (PATCH /api/auth/me); the session store is updated, so the header avatar follows. */
export function ProfilePanel() {
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const [values, setValues] = useState<ProfileValues>(() => ({
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    profilePicture: user?.profilePicture ?? '',
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const [saving, setSaving] = useState(false);
  const [previewFailed, setPreviewFailed] = useState(false);
  const dirty = useRef(false);

  // Refresh from the server once (another device may have changed it), unless the customer already started typing.
  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal)
      .then((body) => {
        if (!body?.user || dirty.current) return;
        setUser(body.user);
        setValues({
          firstName: body.user.firstName,
          lastName: body.user.lastName,
          phone: body.user.phone ?? '',
          profilePicture: body.user.profilePicture ?? '',
        });
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [setUser]);

  const update = (field: keyof ProfileValues) => (event: { target: { value: string } }) => {
    dirty.current = true;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (field === 'profilePicture') setPreviewFailed(false);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: profileErrors(next)[field] }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = profileErrors(values);
    setErrors(found);
    const first = (Object.keys(found) as (keyof ProfileValues)[])[0];
    if (first) {
      document.getElementById(`profile-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const body = await updateProfile({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        profilePicture: values.profilePicture.trim(),
      });
      setUser(body.user);
      dirty.current = false;
      toast.success('Profile saved.');
    } catch (error) {
      const message = errorMessage(error, 'We could not save your profile. Please try again.');
      toast.error(message);
      const field = /first name/i.test(message)
        ? 'firstName'
        : /last name/i.test(message)
          ? 'lastName'
          : /phone/i.test(message)
            ? 'phone'
            : /picture/i.test(message)
              ? 'profilePicture'
              : null;
      if (field) setErrors((e) => ({ ...e, [field]: message }));
    } finally {
      setSaving(false);
    }
  };

  const picture = values.profilePicture.trim();
  const showPicture = /^https:\/\/\S+$/.test(picture) && !previewFailed;

  return (
    <section className={styles.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.sectionTitle}>
        Profile
      </h2>
      <p className={styles.muted}>This is how our filing team addresses you. Your sign-in email is {user?.email ?? 'on file'}.</p>
      <form className={styles.profileForm} onSubmit={onSubmit} noValidate>
        <div className={styles.previewRow}>
          <span className={styles.avatarLarge} aria-hidden="true">
            {showPicture ? (
              <img src={picture} alt="" width={72} height={72} onError={() => setPreviewFailed(true)} />
            ) : (
              initials(values.firstName, values.lastName)
            )}
          </span>
          <p className={styles.muted}>{showPicture ? 'Picture preview' : 'Your initials show until you add a picture.'}</p>
        </div>
        <div className={styles.formRow}>
          <TextField
            id="profile-firstName"
            label="First name"
            autoComplete="given-name"
            maxLength={60}
            value={values.firstName}
            onChange={update('firstName')}
            error={errors.firstName}
            required
          />
          <TextField
            id="profile-lastName"
            label="Last name"
            autoComplete="family-name"
            maxLength={60}
            value={values.lastName}
            onChange={update('lastName')}
            error={errors.lastName}
            required
          />
        </div>
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          value={values.phone}
          onChange={update('phone')}
          error={errors.phone}
          hint="Optional. Leave empty to remove it."
        />
        <TextField
          id="profile-profilePicture"
          label="Picture URL"
          type="url"
          inputMode="url"
          maxLength={500}
          placeholder="https://…"
          value={values.profilePicture}
          onChange={update('profilePicture')}
          error={errors.profilePicture}
          hint={
            previewFailed
              ? 'That address did not load as an image. Check the link.'
              : 'Optional: an https:// link to an image. Leave empty to use your initials.'
          }
        />
        <div>
          <Button type="submit" loading={saving} loadingText="Saving...">
            Save profile
          </Button>
        </div>
      </form>
    </section>
  );
}
