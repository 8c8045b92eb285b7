/** Profile rules, the same as the bff's UpdateProfileDto, with its wording. */
export interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  profilePicture: string;
}

const PHONE = /^\+?[0-9 ()\-.]{7,20}$/;
const PICTURE = /^https:\/\/[^\s"'<>]{1,500}$/;

export function profileErrors(v: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  if (!first) errors.firstName = 'First name is required.';
  else if (first.length > 60) errors.firstName = 'First name must be at most 60 characters.';
  if (!last) errors.lastName = 'Last name is required.';
  else if (last.length > 60) errors.lastName = 'Last name must be at most 60 characters.';
  if (v.phone.trim() && !PHONE.test(v.phone.trim())) errors.phone = 'Enter a valid phone number.';
  if (v.profilePicture.trim() && !PICTURE.test(v.profilePicture.trim()))
    errors.profilePicture = 'Profile picture must be an https:// image URL.';
  return errors;
}
