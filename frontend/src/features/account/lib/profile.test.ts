import { describe, expect, it } from 'vitest';
import { profileErrors } from './profile';

describe('profile validation (PATCH /auth/me rules)', () => {
  const ok = { firstName: 'Ada', lastName: 'Lovelace', phone: '', profilePicture: '' };
  it('accepts names with an empty phone and picture', () => expect(profileErrors(ok)).toEqual({}));
  it('requires names and checks phone and picture URL', () => {
    expect(profileErrors({ firstName: ' ', lastName: '', phone: 'abc', profilePicture: 'http://x.example/a.png' })).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      phone: 'Enter a valid phone number.',
      profilePicture: 'Profile picture must be an https:// image URL.',
    });
    expect(profileErrors({ ...ok, profilePicture: 'https://cdn.example/ada.png' })).toEqual({});
  });
});
