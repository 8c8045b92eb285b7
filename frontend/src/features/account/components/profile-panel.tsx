import { httpsUrlOrEmpty, UpdateProfileRequestSchema } from '@filebridge/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/button';
import { showServerFieldErrors } from '../../../components/form/server-errors';
import { useZodForm } from '../../../components/form/use-zod-form';
import { TextField } from '../../../components/form-field';
import { errorMessage } from '../../../lib/api';
import { initials } from '../../../lib/format';
import { useSessionStore } from '../../../stores/session-store';
import { getMe, updateProfile } from '../api/account';
import page from '../../../components/customer-page.module.css';
import styles from './account.module.css';

const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'profilePicture'] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

type ProfileSource = { firstName?: string | null; lastName?: string | null; phone?: string | null; profilePicture?: string | null };

const valuesOf = (user: ProfileSource | null): Record<ProfileField, string> => ({
  firstName: user?.firstName ?? '',
  lastName: user?.lastName ?? '',
  phone: user?.phone ?? '',
  profilePicture: user?.profilePicture ?? '',
});

/** Profile editing (PATCH /api/auth/me); the session store is updated, so the header avatar follows. */
export function ProfilePanel() {
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const form = useZodForm(UpdateProfileRequestSchema, valuesOf(user));
  const [previewFailed, setPreviewFailed] = useState(false);
  const { reset } = form;
  const edited = useRef(false);

  // Refresh from the server once (another device may have changed it), unless the customer already started typing.
  useEffect(() => {
    const controller = new AbortController();
    getMe(controller.signal)
      .then((body) => {
        if (!body?.user || edited.current) return;
        setUser(body.user);
        reset(valuesOf(body.user));
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [setUser, reset]);

  const save = form.handleSubmit(async (values) => {
    try {
      const body = await updateProfile(values);
      setUser(body.user);
      reset(valuesOf(body.user));
      edited.current = false;
      toast.success('Profile saved.');
    } catch (error) {
      toast.error(errorMessage(error, 'We could not save your profile. Please try again.'));
      showServerFieldErrors(error, form.setError, (path) => PROFILE_FIELDS.find((f) => f === path) ?? null);
    }
  });

  const [firstName, lastName, pictureValue] = form.watch(['firstName', 'lastName', 'profilePicture']);
  const picture = (pictureValue ?? '').trim();
  const showPicture = picture !== '' && httpsUrlOrEmpty.safeParse(picture).success && !previewFailed;
  // Registered in page order: a failed save focuses the first invalid field in that order.
  const [firstNameField, lastNameField, phoneField, pictureField] = PROFILE_FIELDS.map((f) => form.field(f));

  return (
    <section className={page.card} aria-labelledby="profile-title">
      <h2 id="profile-title" className={page.sectionTitle}>
        Profile
      </h2>
      <p className={page.muted}>This is how our filing team addresses you. Your sign-in email is {user?.email ?? 'on file'}.</p>
      <form className={page.profileForm} onSubmit={save} onChange={() => (edited.current = true)} noValidate>
        <div className={styles.previewRow}>
          <span className={styles.avatarLarge} aria-hidden="true">
            {showPicture ? (
              <img src={picture} alt="" width={72} height={72} onError={() => setPreviewFailed(true)} />
            ) : (
              initials(firstName ?? '', lastName ?? '')
            )}
          </span>
          <p className={page.muted}>{showPicture ? 'Picture preview' : 'Your initials show until you add a picture.'}</p>
        </div>
        <div className={styles.formRow}>
          <TextField id="profile-firstName" label="First name" autoComplete="given-name" required {...firstNameField} />
          <TextField id="profile-lastName" label="Last name" autoComplete="family-name" required {...lastNameField} />
        </div>
        <TextField
          id="profile-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          hint="Optional. Leave empty to remove it."
          {...phoneField}
        />
        <TextField
          id="profile-profilePicture"
          label="Picture URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          hint={
            previewFailed
              ? 'That address did not load as an image. Check the link.'
              : 'Optional: an https:// link to an image. Leave empty to use your initials.'
          }
          {...pictureField}
          onChange={(event) => {
            setPreviewFailed(false);
            return pictureField!.onChange(event);
          }}
        />
        <div>
          <Button type="submit" loading={form.formState.isSubmitting} loadingText="Saving...">
            Save profile
          </Button>
        </div>
      </form>
    </section>
  );
}
