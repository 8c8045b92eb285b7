/** The account-security calls, one typed function each, and the queries the security page reads. */
import { callApi, queryKeys, type ApiBody, type ApiData } from '../../../lib/api';

export type Session = ApiData<'mySessions'>[number];

export const mySessionsQuery = () => ({
  queryKey: queryKeys.my.sessions(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('mySessions', { signal }).then((r) => r.data),
});

export const endSession = (id: string) => callApi('endSession', { params: { id } });

export const endOtherSessions = () => callApi('endOtherSessions');

export const changePassword = (body: ApiBody<'changePassword'>) => callApi('changePassword', { body });

export const emailStatusQuery = () => ({
  queryKey: queryKeys.my.email(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('emailStatus', { signal }).then((r) => r.data),
});

export const resendVerification = () => callApi('resendVerification');

export const changeEmail = (body: ApiBody<'changeEmail'>) => callApi('changeEmail', { body });

export const verifyEmail = (token: string) => callApi('verifyEmail', { body: { token } });

export type Enrolment = ApiData<'enrolSecondFactor'>;

export const secondFactorQuery = () => ({
  queryKey: queryKeys.my.secondFactor(),
  queryFn: ({ signal }: { signal: AbortSignal }) => callApi('secondFactorStatus', { signal }).then((r) => r.data),
});

export const enrolSecondFactor = (password: string) => callApi('enrolSecondFactor', { body: { password } }).then((r) => r.data);

export const confirmSecondFactor = (code: string) => callApi('confirmSecondFactor', { body: { code } }).then((r) => r.data.recoveryCodes);

export const disableSecondFactor = (code: string) => callApi('disableSecondFactor', { body: { code } });

export const logoutEverywhere = () => callApi('logoutEverywhere');
